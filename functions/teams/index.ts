// The entrance to teams/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export {
  companyOf,
  foundingWrites,
  getCompany,
  getTeam,
  jobContact,
  joinProfileUpdate,
  TEAM_MSG,
} from './companies.js';
export { companyFollowersKey, followerCountChange, followerCountOf } from './company-followers.js';
export { logoUrlOf, setCompanyLogo, toCompanyProfile, updateCompany } from './company-profile.js';
export { firstSlugWrites, freeSlugFor, getSlug, retireSlug, SLUG_HELD_DAYS, slugsOf } from './company-slugs.js';
export {
  type CompanyItem,
  companyKey,
  companyPK,
  type MemberItem,
  memberKey,
  type SlugItem,
  slugKey,
} from './company-items.js';
export { getEmailTemplates } from './email-templates.js';
export { companySuspended, revokeCompanyVerification, suspendCompany, unsuspendCompany } from './company-standing.js';
export { tokenKey } from './invitations.js';
export { publicUserWithPhoto } from './public-user.js';
