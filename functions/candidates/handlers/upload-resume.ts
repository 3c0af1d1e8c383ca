import { replaceResume } from '../candidates.js';
import { checkResumeFile } from '../resumes.js';
import { toPublicUser } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import { badRequest } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import * as route from '#shared/routes.js';

// Multipart field `resume`: size and PDF signature are checked whatever the name says
// (413 / 415, nothing stored); the new resume replaces the old one.
export const handler = apiHandler(
  route.uploadResume,
  async ({ files, session }) => {
    const stray = files.find((file) => file.fieldName !== 'resume');
    if (stray) throw badRequest('Send the resume in the form field "resume".');
    const file = files.find((candidate) => candidate.fieldName === 'resume');
    checkResumeFile(file);
    const user = await replaceResume(session.userID, file.content);
    countEvent('resumeUploaded');
    return { user: toPublicUser(user) };
  },
  { multipart: parseMultipart },
);
