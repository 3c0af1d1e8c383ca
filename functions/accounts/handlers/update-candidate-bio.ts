import { ACCOUNT_MSG } from '../account-messages.js';
import { marketingConsentFields, onboardingAccount } from '../http/signup.js';
import { updateUserProfile } from '../users.js';
import { conflict, forbidden } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { checkOnboarding } from '#platform/http/check-onboarding.js';
import * as route from '#shared/routes.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

// Step 2 of the candidate sign-up. Only for a candidate account still in onboarding (the
// write is conditional on it, so a confirmation in between cannot be overwritten); a
// confirmed candidate edits the bio through update-candidate-profile.
export const handler = apiHandler(
  route.updateCandidateBio,
  async ({ query, body }) => {
    const profile = await onboardingAccount(query.userID);
    if (profile.role !== 'candidate') throw forbidden(ACCOUNT_MSG.notCandidate);
    const { marketingConsent, ...bio } = body;
    try {
      await updateUserProfile(
        profile.userID,
        { bio, ...marketingConsentFields(marketingConsent) },
        {
          expression: '#status = :onboarding AND #role = :candidate',
          names: { '#status': 'status', '#role': 'role' },
          values: { ':onboarding': 'onboarding', ':candidate': 'candidate' },
        },
      );
    } catch (error) {
      if (conditionFailed(error)) throw conflict(ACCOUNT_MSG.alreadyConfirmed);
      throw error;
    }
    return { msg: ACCOUNT_MSG.bioSaved };
  },
  { onboarding: checkOnboarding },
);
