// Nothing lost across a restart: a second local stack (its own data folder, started as
// `npm start` does) gets an employer with a job and a candidate with a resume; it is stopped
// the way Ctrl-C stops it, started again on the same folder, and everything is still there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStackProcess, type StackProcess } from '../../../local/stack-process.js';
import { ApiClient } from '../../../tools/api-client.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';

describe('the local stack keeps its data', () => {
  it('across a stop and a start of npm start: accounts, jobs and files', { timeout: 420_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-restart-'));
    let stack: StackProcess | undefined = await startStackProcess({ dataDir });
    try {
      const word = uniqueWord();
      const employer = await createSignedInUser(stack, 'employer', { companyName: 'Restart Co' });
      const job = await addJob(employer.client, { jobTitle: `${word} Engineer` });
      expect(job._id).toEqual(expect.any(String));
      const candidate = await createSignedInUser(stack, 'candidate', {
        jobTitle: 'Designer',
        jobType: 'full-time',
        country: 'Spain',
      });
      const form = new FormData();
      form.append(
        'resume',
        new Blob(['%PDF-1.4\n% kept across restarts\n%%EOF\n'], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const uploaded = await candidate.client.call<{ user: { resumePath: string } }>('PUT', '/api/upload-resume', {
        body: form,
      });
      expect(uploaded.status).toBe(200);

      await stack.stop();
      stack = undefined;
      stack = await startStackProcess({ dataDir });

      const employerAgain = new ApiClient(stack);
      expect(
        (
          await employerAgain.call('POST', '/api/login', {
            json: { email: employer.email, password: employer.password },
          })
        ).status,
      ).toBe(200);
      const jobs = await employerAgain.call<{ jobs: { _id: string }[] }>('GET', '/api/get-jobs', {
        query: { page: '1' },
      });
      expect(jobs.body.data.jobs.map((entry) => entry._id)).toContain(job._id);
      const found = await new ApiClient(stack).call<{ jobs: { _id: string }[] }>('GET', '/api/search-jobs', {
        query: { jobTitle: word },
      });
      expect(found.body.data.jobs.map((entry) => entry._id)).toEqual([job._id]);

      const candidateAgain = new ApiClient(stack);
      expect(
        (
          await candidateAgain.call('POST', '/api/login', {
            json: { email: candidate.email, password: candidate.password },
          })
        ).status,
      ).toBe(200);
      const link = await candidateAgain.call<{ signedUrl: string }>('GET', '/api/get-resume', {
        query: { resumePath: uploaded.body.data.user.resumePath },
      });
      expect(link.status).toBe(200);
      expect(await (await fetch(link.body.data.signedUrl)).text()).toContain('kept across restarts');
    } finally {
      await stack?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
