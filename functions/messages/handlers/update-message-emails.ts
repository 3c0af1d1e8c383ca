import { updateUserProfile } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Settings' "Email me about new messages" (on unless turned off).
export const handler = apiHandler(route.updateMessageEmails, async ({ body, session }) => {
  await updateUserProfile(session.userID, { emailOnNewMessage: body.emailOnNewMessage });
  return {
    msg: body.emailOnNewMessage ? 'We will email you about new messages.' : 'We will not email you about new messages.',
    emailOnNewMessage: body.emailOnNewMessage,
  };
});
