// The entrance to accounts/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { ACCOUNT_LIMITS } from './account-limits.js';
export { ACCOUNT_MSG } from './account-messages.js';
export {
  accountIdByEmail,
  accountRemoval,
  activationWrite,
  claimableAccount,
  discardUnconfirmedAccount,
  emailMoveWrites,
  newAccountWrites,
  newCognitoUser,
  UNCONFIRMED_DAYS,
  UNCONFIRMED_PK,
  unconfirmedListing,
} from './accounts.js';
export { deliverCode } from './code-emails.js';
export {
  deleteCognitoUser,
  errorName,
  setCognitoPassword,
  setVerifiedEmail,
  signIn,
  signOutEverywhere,
} from './cognito-users.js';
export { refuseCommonPassword } from './common-passwords.js';
export { clearSessionCookies, sessionExpiresAt, startSession } from './http/session-cookies.js';
export { checkCode, deleteCodeItem } from './one-time-codes.js';
export { markOperator } from './operator-marks.js';
export { requirePassword } from './password-check.js';
export { photoUrlOf } from './photos.js';
export { resolveSessionAndRead, type Session } from './session-check.js';
export { fullName, getUserProfile, toPublicUser, updateUserProfile, userKey, type UserProfile } from './users.js';
