import { signUp } from '../http/signup.js';
import { apiHandler } from '#functions/api-handler.js';
import { checkResumeFile } from '#functions/candidates/index.js';
import { badRequest } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import * as route from '#shared/routes.js';

// Multipart: the text fields, and optionally the resume in the field `resume` (PDF by its
// bytes, at most about 2 MB). An empty file part counts as no resume.
export const handler = apiHandler(
  route.candidateSignup,
  async ({ body, files, sourceIp, cookies }) => {
    if (files.some((file) => file.fieldName !== 'resume'))
      throw badRequest('Send the resume in the form field "resume".');
    const file = files.find((candidate) => candidate.fieldName === 'resume' && candidate.content.length > 0);
    if (file) checkResumeFile(file);
    const { password, ...fields } = body;
    const answer = await signUp({
      profile: { ...fields, role: 'candidate' },
      password,
      resume: file?.content,
      sourceIp,
      cookies,
    });
    countEvent('candidateSignUp');
    if (file) countEvent('resumeUploaded');
    return answer;
  },
  { multipart: parseMultipart, viewerAddress },
);
