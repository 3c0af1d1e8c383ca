import { requirePassword } from '../password-check.js';
import { associateTotp, totpUri, checkTotpSetUpStep } from '../totp.js';
import { unauthorized } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// Step 1 of turning on two-step sign-in: the password proves it is the owner (a stolen session
// alone cannot tie the account to an attacker's authenticator), then Cognito makes a new
// secret for the session's user. Nothing changes until confirm-totp proves a code of it.
export const handler = apiHandler(
  route.startTotp,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    await checkTotpSetUpStep(user, sourceIp);
    await requirePassword(user.email, body.password, sourceIp);
    const accessToken = session.cognitoAccessToken();
    if (!accessToken) throw unauthorized();
    const secret = await associateTotp(accessToken);
    return { secret, uri: totpUri(secret, user.email) };
  },
  { viewerAddress },
);
