// User-facing texts. The product's own words (docs/product/, quoted there) are used verbatim;
// the rest are the common handler layer's.

export const MSG = {
  // Form rules (docs/product/accounts.md)
  emailRequired: 'Email address is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailMissing: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  jobTypeRequired: 'Job type is required',
  jobTitleRequired: 'Job title is required',
  countryRequired: 'Country is required',
  pdfOnly: 'Please select a PDF file',
  otpIncomplete: 'Please enter the complete 6-character code.',
  totpCodeIncomplete: 'Please enter the 6-digit code from your authenticator app.',
  // Ours, under the password field: the server refuses passwords found in breaches
  passwordTooCommon: 'This password is too common. Please choose another one.',
  // Error texts (docs/product/ui.md, Toasts and error texts)
  badRequest: 'Bad request. Please check your input and try again',
  // What a member call answers an employer who no longer belongs to a company.
  notAnOperator: 'This is for the marketplace’s operators only.',
  // What a company's call answers a member of a suspended company (trust and safety).
  companySuspended:
    'Your company is suspended: you can sign in and read, but not post, edit, message or move applications.',
  notAMember: 'You are not a member of a company any more. Ask a company’s Owner to invite you again.',
  invalidCode: 'Invalid verification code. Please try again',
  internalError: 'Internal server error. Please try again later',
  unexpectedError: 'An unexpected error occurred. Please try again',
  networkError: 'Network error. Please check your connection and try again',
  signupFailed: 'An error occurred during signup. Please try again.',
  resendFailed: 'Failed to resend verification code. Please try again.',
  alreadyApplied: 'You have already applied to this job',
  // Ours: the common handler layer
  notSignedIn: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  wrongRole: 'Your account type cannot do this.',
  notFound: 'We could not find what you asked for.',
  routeNotFound: 'There is no such API call.',
  unsupportedMediaType: 'Send this request as JSON (Content-Type: application/json).',
  unsupportedMultipart: 'Send this request as a multipart form (Content-Type: multipart/form-data).',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  serviceBusy: 'The service is busy right now. Please try again in a moment.',
  serviceFailed: 'One of our services could not complete this just now. Please try again in a moment.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'This request came from another site and was refused.',
} as const;
