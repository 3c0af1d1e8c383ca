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
  updateCompany,
} from './companies.js';
export { type CompanyItem, companyKey, companyPK, type MemberItem, memberKey } from './company-items.js';
export { getEmailTemplates } from './email-templates.js';
export { tokenKey } from './invitations.js';
export { publicUserWithPhoto } from './public-user.js';
