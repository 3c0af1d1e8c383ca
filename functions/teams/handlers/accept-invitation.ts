import {
  setVerifiedEmail,
  signIn,
  refuseCommonPassword,
  sessionExpiresAt,
  startSession,
  activationWrite,
  discardUnconfirmedAccount,
  ACCOUNT_LIMITS,
} from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import { createAccount } from '#functions/flows/sign-up.js';
import { emailStanding, INVITE_MSG, pendingInvitation, useInvitation } from '../invitations.js';
import { publicUserWithPhoto } from '../public-user.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { conflict, serviceUnavailable } from '#platform/errors.js';
import { compensate } from '#platform/async/best-effort.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { reply } from '#platform/http/response.js';
import * as route from '#shared/routes.js';

// A person without an account joins from their invitation link: the link proves the email,
// so the account is active at once (no code step), joins the company in the same write that
// uses the invitation up, and is signed in. An email that already has an active account is
// refused with the reason, and nothing changes.
export const handler = apiHandler(
  route.acceptInvitation,
  async ({ body, sourceIp }) => {
    await refuseCommonPassword(body.password, 'password');
    const invitation = await pendingInvitation(body.token);
    await enforceRateLimit(ACCOUNT_LIMITS.signup, { account: invitation.email, address: sourceIp });
    const standing = await emailStanding(invitation);
    if (standing.accountExists) throw conflict(standing.blocked ?? INVITE_MSG.employerEmail);
    const profile = await createAccount({
      profile: { email: invitation.email, firstName: body.firstName, lastName: body.lastName, role: 'employer' },
      password: body.password,
      onboardingUserID: null,
    });
    try {
      await setVerifiedEmail(profile.userID, profile.email);
      await useInvitation(invitation, profile.userID, {
        profileWrite: activationWrite(profile.userID, invitation.companyID),
      });
    } catch (error) {
      await compensate('discard the account of a failed invitation', () => discardUnconfirmedAccount(profile));
      throw error;
    }
    const tokens = await signIn(profile.email, body.password);
    // The account is made and in the company: only the sign-in is missing, which login gives.
    if (!tokens) throw serviceUnavailable('You have joined the team. Please log in to continue.');
    const user = await publicUserWithPhoto({ ...profile, status: 'active', companyID: invitation.companyID });
    return reply(
      { user, sessionExpiresAt: sessionExpiresAt(tokens) },
      { cookies: await startSession(profile.userID, tokens) },
    );
  },
  { viewerAddress },
);
