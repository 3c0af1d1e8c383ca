import { resumeLink } from '../candidates.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// A link that works for five minutes, for the resume's owner and for employers.
export const handler = apiHandler(route.getResume, async ({ query, session }) => ({
  signedUrl: await resumeLink(session, query.resumePath),
}));
