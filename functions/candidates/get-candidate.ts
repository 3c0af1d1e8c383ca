import { getCandidateDetail } from '#commons/data/candidates.js';
import { apiHandler } from '#commons/http/api-handler.js';

export const handler = apiHandler('getCandidate', async ({ query }) => ({ candidate: await getCandidateDetail(query.userID) }));
