import { listUpcomingInterviews } from '../interview-lists.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// "Upcoming interviews": the candidate's next confirmed interviews, or their company's for a member.
export const handler = apiHandler(route.getUpcomingInterviews, async ({ session }) => ({
  interviews: await listUpcomingInterviews(session.user),
}));
