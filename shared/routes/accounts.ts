// The route table, accounts and sessions: sign-up and its confirmation, sign-in (two-step
// too), the session, profile and settings changes, password reset. One entry per call: see
// shared/routes.ts for what reads the table.
import {
  candidateBioBody,
  candidateProfileBody,
  candidateSignupBody,
  companyBioBody,
  confirmTotpBody,
  disableTotpBody,
  employerSignupBody,
  loginBody,
  loginResponse,
  nameUpdateBody,
  passwordResetBody,
  passwordResetRequestBody,
  resendVerificationBody,
  sessionResponse,
  sessionUserResponse,
  signupResponse,
  startTotpBody,
  startTotpResponse,
  updateEmailBody,
  updatePasswordBody,
  userIdQuery,
  userResponse,
  verifyOtpBody,
  verifyTotpLoginBody,
  verifyUpdateOtpBody,
} from '../schemas/accounts.js';
import { messageOnly } from '../schemas/common.js';
import { route } from './route-definition.js';

export const login = route('login', {
  method: 'POST',
  path: '/api/login',
  access: 'public',
  bodyKind: 'json',
  handler: 'accounts/handlers/login',
  body: loginBody,
  response: loginResponse,
  uses: {
    table: 'write',
    files: { photos: 'read', logos: 'read' },
    users: ['AdminInitiateAuth'],
    secrets: ['onboarding', 'origin'],
  },
  summary:
    'Signs in with email and password and sets the session cookies; with two-step sign-in on, answers mfaRequired and a 5-minute challenge cookie instead.',
});
export const logout = route('logout', {
  method: 'POST',
  path: '/api/logout',
  access: 'public',
  bodyKind: 'none',
  handler: 'accounts/handlers/logout',
  response: messageOnly,
  uses: { table: 'write', users: ['AdminUserGlobalSignOut'] },
  summary: "Ends every session of the caller's account, if any, and clears the session cookies.",
});
export const getUser = route('getUser', {
  method: 'GET',
  path: '/api/get-user',
  access: 'user',
  bodyKind: 'none',
  handler: 'accounts/handlers/get-user',
  response: sessionUserResponse,
  uses: { table: 'read', files: { photos: 'read', logos: 'read' } },
  summary: 'The signed-in user; 401 when there is no session.',
});
export const employerSignup = route('employerSignup', {
  method: 'POST',
  path: '/api/employer/signup',
  access: 'public',
  bodyKind: 'json',
  handler: 'accounts/handlers/employer-signup',
  body: employerSignupBody,
  response: signupResponse,
  // files: replacing an unconfirmed sign-up with the same email deletes its resume.
  uses: {
    table: 'write',
    files: { resumes: 'write' },
    users: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminGetUser'],
    email: true,
    secrets: ['onboarding', 'codes', 'origin'],
  },
  summary: 'Creates an employer account and emails a confirmation code.',
});
export const candidateSignup = route('candidateSignup', {
  method: 'POST',
  path: '/api/candidate/signup',
  access: 'public',
  bodyKind: 'multipart',
  handler: 'accounts/handlers/candidate-signup',
  body: candidateSignupBody,
  response: signupResponse,
  uses: {
    table: 'write',
    files: { resumes: 'write' },
    users: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminGetUser'],
    email: true,
    secrets: ['onboarding', 'codes', 'origin'],
  },
  summary: 'Creates a candidate account (optional PDF resume) and emails a confirmation code.',
});
export const updateCandidateBio = route('updateCandidateBio', {
  method: 'PUT',
  path: '/api/update-candidate-bio',
  access: 'onboarding',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-candidate-bio',
  query: userIdQuery,
  body: candidateBioBody,
  response: messageOnly,
  uses: { table: 'write', secrets: ['onboarding'] },
  summary: 'Sets the bio of a candidate still in onboarding.',
});
export const verifyOtp = route('verifyOtp', {
  method: 'PUT',
  path: '/api/verify-otp',
  access: 'onboarding',
  bodyKind: 'json',
  handler: 'accounts/handlers/verify-otp',
  body: verifyOtpBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminUpdateUserAttributes'], secrets: ['onboarding', 'codes'] },
  summary: 'Confirms the email of an account in onboarding with its one-time code.',
});
export const resendVerification = route('resendVerification', {
  method: 'POST',
  path: '/api/employer/resend-verification',
  access: 'onboarding',
  bodyKind: 'json',
  handler: 'accounts/handlers/resend-verification',
  body: resendVerificationBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['onboarding', 'codes', 'origin'] },
  summary: 'Sends a new confirmation code (both account types); the old code stops working.',
});
export const updateEmployerProfile = route('updateEmployerProfile', {
  method: 'PUT',
  path: '/api/update-employer-profile',
  access: 'employer',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-employer-profile',
  body: nameUpdateBody,
  response: userResponse,
  uses: { table: 'write', files: { photos: 'read', logos: 'read' } },
  summary: "Changes the employer's first and last name.",
});
export const updateCandidateProfile = route('updateCandidateProfile', {
  method: 'PUT',
  path: '/api/update-candidate-profile',
  access: 'candidate',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-candidate-profile',
  body: candidateProfileBody,
  response: userResponse,
  uses: { table: 'write' },
  summary: "Changes the candidate's name (settings) or job title, country, job type and bio (edit profile).",
});
export const updateCompanyBio = route('updateCompanyBio', {
  method: 'PUT',
  path: '/api/update-company-bio',
  access: 'member',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-company-bio',
  body: companyBioBody,
  response: userResponse,
  // files: read signs the answer's photo and logo links.
  uses: { table: 'write', files: { photos: 'read', logos: 'read' }, companyRenames: true },
  summary: "Changes the employer's company name, size and country.",
});
export const updateEmail = route('updateEmail', {
  method: 'PUT',
  path: '/api/update-email',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-email',
  body: updateEmailBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: 'Starts an email change: checks the password and sends a code to the new address.',
});
export const updatePassword = route('updatePassword', {
  method: 'PUT',
  path: '/api/update-password',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/update-password',
  body: updatePasswordBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: 'Starts a password change: checks the old password and sends a code.',
});
export const verifyUpdateOtp = route('verifyUpdateOtp', {
  method: 'PUT',
  path: '/api/verify-update-otp',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/verify-update-otp',
  body: verifyUpdateOtpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read', logos: 'read' },
    users: ['AdminInitiateAuth', 'AdminSetUserPassword', 'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    email: true,
    secrets: ['codes'],
  },
  summary: 'Completes a pending email or password change with its code; tells the old address of an email change.',
});
export const startTotp = route('startTotp', {
  method: 'POST',
  path: '/api/start-totp',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/start-totp',
  body: startTotpBody,
  response: startTotpResponse,
  uses: { table: 'write', users: ['AdminInitiateAuth', 'AssociateSoftwareToken'], secrets: ['origin'] },
  summary: 'Starts turning on two-step sign-in: checks the password and answers a new authenticator secret.',
});
export const confirmTotp = route('confirmTotp', {
  method: 'POST',
  path: '/api/confirm-totp',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/confirm-totp',
  body: confirmTotpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read', logos: 'read' },
    users: ['VerifySoftwareToken', 'SetUserMFAPreference'],
    secrets: ['origin'],
  },
  summary: "Turns on two-step sign-in with a code of the user's authenticator app.",
});
export const disableTotp = route('disableTotp', {
  method: 'POST',
  path: '/api/disable-totp',
  access: 'user',
  bodyKind: 'json',
  handler: 'accounts/handlers/disable-totp',
  body: disableTotpBody,
  response: userResponse,
  uses: {
    table: 'write',
    files: { photos: 'read', logos: 'read' },
    users: ['AdminInitiateAuth', 'VerifySoftwareToken', 'SetUserMFAPreference'],
    secrets: ['origin'],
  },
  summary: 'Turns off two-step sign-in with the password and a current code.',
});
export const verifyTotpLogin = route('verifyTotpLogin', {
  method: 'POST',
  path: '/api/verify-totp-login',
  access: 'public',
  bodyKind: 'json',
  handler: 'accounts/handlers/verify-totp-login',
  body: verifyTotpLoginBody,
  response: sessionUserResponse,
  uses: {
    table: 'write',
    files: { photos: 'read', logos: 'read' },
    users: ['AdminRespondToAuthChallenge'],
    secrets: ['onboarding', 'origin'],
  },
  summary: "Completes a two-step sign-in with the authenticator's code and sets the session cookies.",
});
// Sessions and password reset
export const refreshSession = route('refreshSession', {
  method: 'POST',
  path: '/api/refresh-session',
  access: 'public',
  bodyKind: 'none',
  handler: 'accounts/handlers/refresh-session',
  response: sessionResponse,
  // Writes: each renewal rotates the session's refresh secret.
  uses: { table: 'write', users: ['AdminInitiateAuth'] },
  summary: 'Renews the session cookie and rotates the refresh cookie before it expires; 401 when it cannot.',
});
export const requestPasswordReset = route('requestPasswordReset', {
  method: 'POST',
  path: '/api/forgot-password',
  access: 'public',
  bodyKind: 'json',
  handler: 'accounts/handlers/request-password-reset',
  body: passwordResetRequestBody,
  response: messageOnly,
  uses: { table: 'write', email: true, secrets: ['codes', 'origin'] },
  summary: 'Emails a reset code when the address has an account; answers the same either way.',
});
export const resetPassword = route('resetPassword', {
  method: 'PUT',
  path: '/api/reset-password',
  access: 'public',
  bodyKind: 'json',
  handler: 'accounts/handlers/reset-password',
  body: passwordResetBody,
  response: messageOnly,
  uses: {
    table: 'write',
    users: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'],
    secrets: ['codes', 'origin'],
  },
  summary: 'Sets a new password with the emailed reset code.',
});
export const uploadPhoto = route('uploadPhoto', {
  method: 'PUT',
  path: '/api/upload-photo',
  access: 'user',
  bodyKind: 'multipart',
  handler: 'accounts/handlers/upload-photo',
  response: userResponse,
  uses: { table: 'write', files: { photos: 'write', logos: 'read' } },
  summary: "Stores the user's profile photo (multipart field photo: PNG, JPEG or WebP).",
});
