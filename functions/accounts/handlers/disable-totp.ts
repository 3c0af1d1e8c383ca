import { ACCOUNT_MSG } from '../account-messages.js';
import { requirePassword } from '../password-check.js';
import { setTotpPreference, verifyTotp } from '../totp.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { setTotpEnabled } from '../users.js';
import { conflict, unauthorized, ValidationError } from '#platform/errors.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Turning two-step sign-in off takes both factors: the password and a current code (a stolen
// session alone cannot remove it). Cognito then stops asking for codes; the flag goes.
export const handler = apiHandler(
  route.disableTotp,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    if (!user.totpEnabled) throw conflict(ACCOUNT_MSG.totpAlreadyOff);
    await enforceRateLimit(ACCOUNT_LIMITS.code, { account: user.userID, address: sourceIp });
    await requirePassword(user.email, body.password, sourceIp);
    const accessToken = session.cognitoAccessToken();
    if (!accessToken) throw unauthorized();
    if ((await verifyTotp(accessToken, body.code)) !== 'ok')
      throw new ValidationError(ACCOUNT_MSG.totpWrongCode, { code: ACCOUNT_MSG.totpWrongCode });
    await setTotpPreference(accessToken, false);
    return { user: await publicUserWithPhoto(await setTotpEnabled(user.userID, false)) };
  },
  { viewerAddress },
);
