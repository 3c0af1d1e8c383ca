import { marketingConsentFields, signUp } from '#commons/auth/signup.js';
import { apiHandler } from '#commons/http/api-handler.js';

// Step 2 of the employer sign-up sends everything at once (SPEC section 7).
export const handler = apiHandler('employerSignup', async ({ body, sourceIp, cookies }) => {
  const { password, marketingConsent, ...fields } = body;
  return signUp({ profile: { ...fields, role: 'employer', ...marketingConsentFields(marketingConsent) }, password, sourceIp, cookies });
});
