import { ACCOUNT_MSG } from '../account-messages.js';
import { setTotpPreference, verifyTotp, checkTotpSetUpStep } from '../totp.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { setTotpEnabled } from '../users.js';
import { conflict, unauthorized, ValidationError } from '#platform/errors.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// Step 2 of turning on two-step sign-in: a code of the new secret proves the authenticator
// holds it; then Cognito asks for a code at every sign-in, and the profile says so.
export const handler = apiHandler(
  route.confirmTotp,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    await checkTotpSetUpStep(user, sourceIp);
    const accessToken = session.cognitoAccessToken();
    if (!accessToken) throw unauthorized();
    const verified = await verifyTotp(accessToken, body.code);
    if (verified === 'not-started') throw conflict(ACCOUNT_MSG.totpNotStarted);
    if (verified === 'wrong') throw new ValidationError(ACCOUNT_MSG.totpWrongCode, { code: ACCOUNT_MSG.totpWrongCode });
    await setTotpPreference(accessToken, true);
    return { user: await publicUserWithPhoto(await setTotpEnabled(user.userID, true)) };
  },
  { viewerAddress },
);
