import { apiHandler } from '#functions/api-handler.js';
import { companyRenameOf, queueCompanyRename } from '#functions/jobs/index.js';
import { companyOf, publicUserWithPhoto } from '#functions/teams/index.js';
import { VERIFY_MSG } from '#shared/schemas/company-verification.js';
import * as route from '#shared/routes.js';
import { confirmCompanyVerification } from '../company-verification.js';

// The code of start-company-verification: the company is verified, and its jobs take the mark
// in the background (jobs/company-rename.ts), as they take a new name.
export const handler = apiHandler(route.confirmCompanyVerification, async ({ body, session }) => {
  const company = await confirmCompanyVerification(session.userID, companyOf(session.user), body.otp);
  await queueCompanyRename(companyRenameOf(company));
  return {
    msg: VERIFY_MSG.verified(company.verifiedDomain!),
    user: await publicUserWithPhoto(session.user, company),
  };
});
