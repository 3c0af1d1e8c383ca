import { replaceResume } from '#commons/data/candidates.js';
import { checkResumeFile } from '#commons/data/resumes.js';
import { toPublicUser } from '#commons/data/users.js';
import { badRequest } from '#commons/errors.js';
import { countEvent } from '#commons/helpers/metrics.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { parseMultipart } from '#commons/http/parse-multipart.js';
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
