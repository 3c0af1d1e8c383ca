import { signUp } from '#commons/auth/signup.js';
import { checkResumeFile } from '#commons/data/resumes.js';
import { badRequest } from '#commons/errors.js';
import { countEvent } from '#commons/helpers/metrics.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
import { parseMultipart } from '#commons/http/parse-multipart.js';
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
