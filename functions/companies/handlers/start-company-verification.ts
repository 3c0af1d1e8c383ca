import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { VERIFY_MSG } from '#shared/schemas/company-verification.js';
import * as route from '#shared/routes.js';
import { startCompanyVerification } from '../company-verification.js';

// The Company screen's "Send code": a code to an address at the website's domain, which any member may ask for.
export const handler = apiHandler(
  route.startCompanyVerification,
  async ({ body, session, sourceIp }) => {
    await startCompanyVerification(session.userID, { ...body, sourceIp });
    return { msg: VERIFY_MSG.codeSent(body.email), email: body.email };
  },
  { viewerAddress },
);
