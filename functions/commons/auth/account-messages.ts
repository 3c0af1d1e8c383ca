// Sentences the account calls answer with (ours; the product's own texts live in shared/messages.ts).
export const ACCOUNT_MSG = {
  wrongCredentials: 'Incorrect email or password.',
  notConfirmed: 'Please confirm your email before logging in. Use "Request again" to get a new code.',
  emailTaken: 'An account with this email already exists. Please log in or reset your password.',
  signupInProgress:
    'A sign-up with this email is already in progress. Check your inbox for the code, or try again in a minute.',
  signupDone: (email: string) => `Your account has been created. We sent a 6-character code to ${email}.`,
  signupCodeNotSent:
    'Your account has been created, but we could not send the confirmation code. Please use "Request again" on the next screen.',
  alreadyConfirmed: 'This email is already confirmed. Please log in.',
  notCandidate: 'Only candidate accounts have a bio.',
  accountGone: 'This sign-up could not be found. Please sign up again.',
  bioSaved: 'Bio saved.',
  emailConfirmed: 'Your email is confirmed. You can now log in.',
  codeSent: 'OTP sent successfully',
  codeNotSent: 'We could not send the code right now. Please try again in a moment.',
  /** The address bounced hard or its owner reported our mail as spam (data/suppressions.ts). */
  undeliverable: (address: string, reason: 'bounce' | 'complaint') =>
    reason === 'bounce'
      ? `We can't send email to ${address}: messages to it bounced. Check the address or contact support.`
      : `We can't send email to ${address}: it reported our messages as spam. Contact support to receive them again.`,
  codeExpired: 'This code has expired. Please request a new one.',
  codeLocked: 'Too many wrong codes: this code no longer works. Please request a new one.',
  codeWrong: (triesLeft: number) =>
    `Invalid verification code. Please try again (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
  codeForOtherEmail: 'This code was sent for another email address.',
  sameEmail: 'This is already your email address.',
  wrongPassword: 'The password is not correct.',
  totpWrongCode: 'This code is not correct. Enter the 6-digit code your authenticator app shows now.',
  totpNotStarted: 'Please start again: choose "Turn on" to get a new QR code.',
  totpAlreadyOn: 'Two-step sign-in is already on.',
  totpAlreadyOff: 'Two-step sign-in is already off.',
  totpLoginExpired: 'Your sign-in has expired. Please log in again with your email and password.',
  samePassword: 'The new password must be different from the old one.',
  weakPassword: 'This password is too weak. Use at least 8 characters.',
  loggedOut: 'You have been logged out.',
  sessionRenewed: 'Session renewed.',
  nameUpdated: 'Name updated successfully',
  emailUpdated: 'Email updated successfully',
  passwordUpdated: 'Password updated successfully',
  resetCodeSent: 'If an account exists for this email, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  resetCodeInvalid: 'This code is not valid for this email. Check both, or request a new code.',
  photoMissing: 'Please choose a photo to upload.',
  photoField: 'Send the photo in the form field "photo".',
  photoType: 'The photo must be a PNG, JPEG or WebP image.',
  photoTooLarge: (maxBytes: number) => `The photo must be at most ${maxBytes} bytes (2 MB).`,
  photoMetadata:
    'This WebP photo carries metadata (such as where it was taken). Please save it without metadata, or upload a JPEG or PNG.',
  photoDimensions: 'The photo has too many pixels. Please upload one of at most 40 megapixels.',
  deletionCodeSent: 'We sent a 6-character code to your email. Enter it to delete your account.',
  accountClosing: 'This account is already being deleted.',
  accountBeingDeleted: 'The account with this email is being deleted. Please try again in a few minutes.',
  accountDeleted: 'Your account and your data have been deleted.',
  accountDeletionPending:
    'Your account is closed and nobody can see it. We are removing the last of your data: this finishes within the hour.',
} as const;
