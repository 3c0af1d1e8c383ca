import { marketingConsentFields, signUp } from '../http/signup.js';
import { countEvent } from '#platform/observability/metrics.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// Step 2 of the employer sign-up sends everything at once (docs/product/accounts.md).
export const handler = apiHandler(
  route.employerSignup,
  async ({ body, sourceIp, cookies }) => {
    const { password, marketingConsent, ...fields } = body;
    const answer = await signUp({
      profile: { ...fields, role: 'employer', ...marketingConsentFields(marketingConsent) },
      password,
      sourceIp,
      cookies,
    });
    countEvent('employerSignUp');
    return answer;
  },
  { viewerAddress },
);
