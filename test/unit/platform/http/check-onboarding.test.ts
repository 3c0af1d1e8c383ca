// checkOnboarding alone: an onboarding call passes only with the onboarding cookie made for
// the very account it names (in the query or the body).
import { describe, expect, it } from 'vitest';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { createOnboardingToken } from '#platform/auth/onboarding-token.js';
import { checkOnboarding } from '#platform/http/check-onboarding.js';
import { routes, type RouteDefinition } from '#shared/routes.js';
import { apiEvent, stateAfter } from '../../support/middleware.js';

const USER_ID = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
const OTHER_ID = '7c1e2a90-1111-4d3e-8f4b-6a9d2c1e7b55';

const check = (route: RouteDefinition, state: Parameters<typeof apiEvent>[1]) =>
  stateAfter(checkOnboarding(route), apiEvent({}, state));

process.env.ONBOARDING_SECRET = 'unit-test-onboarding-secret-0123456789';
/** The onboarding cookie, as the middleware finds it among the request's cookies. */
const onboardingCookie = (token: string) => ({ [cookieNames.onboarding]: token });

describe('checkOnboarding', () => {
  it('hands on the account named in the body when the cookie was made for it', async () => {
    const cookies = onboardingCookie(createOnboardingToken(USER_ID));
    const state = await check(routes.verifyOtp, { cookies, body: { userID: USER_ID, code: '123456' } });
    expect(state.onboardingUserID).toBe(USER_ID);
  });

  it('reads the account from the query too', async () => {
    const cookies = onboardingCookie(createOnboardingToken(USER_ID));
    expect((await check(routes.verifyOtp, { cookies, query: { userID: USER_ID } })).onboardingUserID).toBe(USER_ID);
  });

  it.each([
    ['without the cookie', {}, USER_ID],
    ['with the cookie of another account', onboardingCookie(createOnboardingToken(OTHER_ID)), USER_ID],
    ['with a forged cookie', onboardingCookie('forged'), USER_ID],
    ['naming no account', onboardingCookie(createOnboardingToken(USER_ID)), undefined],
  ])('refuses with 403 %s', async (_case, cookies, userID) => {
    await expect(check(routes.verifyOtp, { cookies, body: { userID } })).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses a cookie past its day', async () => {
    const cookies = onboardingCookie(createOnboardingToken(USER_ID, Date.now() - 25 * 60 * 60 * 1000));
    await expect(check(routes.verifyOtp, { cookies, body: { userID: USER_ID } })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('leaves other routes alone', async () => {
    expect((await check(routes.login, { body: { userID: USER_ID } })).onboardingUserID).toBeNull();
  });
});
