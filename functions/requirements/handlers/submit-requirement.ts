// POST /api/submit-requirement: stores the requirement, emails it to the operators and a
// confirmation to the sender. Once stored, the sender gets 200 even if an email fails: the
// requirement is not lost (the failure is logged and recorded on the item for a resend).
// The form mails whatever address is typed into it, so it cannot be turned against
// strangers: the confirmation holds only our fixed words (nothing the form held), each
// sender email and source address may send a few an hour (429 beyond), and the product
// sends at most config.requirementConfirmationsPerHour confirmations an hour in all (beyond
// that the requirement still reaches the operators, unconfirmed).
import { enforceRateLimit, withinHourlyBudget } from '#platform/rate-limits.js';
import { setOperatorsEmailStatus, storeRequirement, type StoredRequirement } from '../requirements.js';
import { config } from '#platform/config.js';
import { operatorsRequirementEmail, requirementConfirmationEmail } from '../requirement-emails.js';
import { sendEmail } from '#platform/email/send-email.js';
import { logger } from '#platform/observability/logger.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { REQUIREMENT_LIMITS } from '../requirement-limits.js';

export const REQUIREMENT_RECEIVED =
  'Thank you! We have received your requirement and our team will be in touch shortly.';

export const handler = apiHandler(
  route.submitRequirement,
  async ({ body, sourceIp }) => {
    await enforceRateLimit(REQUIREMENT_LIMITS.requirement, { account: body.email, address: sourceIp });
    const requirement = await storeRequirement(body, sourceIp);

    const [toOperators, toSender] = await Promise.allSettled([
      sendEmail(operatorsRequirementEmail(requirement, config.operatorsEmail)),
      confirm(requirement),
    ]);
    if (toOperators.status === 'rejected')
      logger.error('The operators email of a requirement failed', {
        requirementID: requirement.requirementID,
        error: toOperators.reason as Error,
      });
    if (toSender.status === 'rejected')
      logger.warn('The confirmation email of a requirement failed', {
        requirementID: requirement.requirementID,
        error: toSender.reason as Error,
      });
    try {
      await setOperatorsEmailStatus(requirement.requirementID, toOperators.status === 'fulfilled' ? 'sent' : 'failed');
    } catch (error) {
      logger.error('Could not record the operators email status of a requirement', {
        requirementID: requirement.requirementID,
        error: error as Error,
      });
    }

    return {
      msg:
        toSender.status === 'fulfilled' && toSender.value
          ? `${REQUIREMENT_RECEIVED} A confirmation has been sent to ${requirement.email}.`
          : REQUIREMENT_RECEIVED,
    };
  },
  { viewerAddress },
);

/** Sends the sender's confirmation unless the hour's budget is spent; true if sent. */
async function confirm(requirement: StoredRequirement): Promise<boolean> {
  if (!(await withinHourlyBudget('requirement-confirmation', config.requirementConfirmationsPerHour))) {
    logger.warn('The hourly budget of requirement confirmations is spent: none sent', {
      requirementID: requirement.requirementID,
    });
    return false;
  }
  await sendEmail(requirementConfirmationEmail(requirement));
  return true;
}
