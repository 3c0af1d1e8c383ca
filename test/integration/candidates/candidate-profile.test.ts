// The candidate's profile and resume through the real local stack: profile changes move
// the sourcing entry at once; resumes are checked by the server (PDF bytes, size), replace
// the old one, and are read through short-lived links only by their owner and employers.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const pdf = Buffer.from(
  `%PDF-1.4\n% resume of ${tag}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
);

function resumeForm(content: Buffer, fileName = 'resume.pdf', field = 'resume') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type: 'application/pdf' }), fileName);
  return form;
}

async function storedResumes(userID: string): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: stack.env.AWS_ACCESS_KEY_ID!, secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY! },
  });
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: stack.env.FILES_BUCKET, Prefix: `resumes/${userID}/` }),
  );
  s3.destroy();
  return (listed.Contents ?? []).map((object) => object.Key!);
}

type UserAnswer = { user: Record<string, unknown> & { resumePath?: string } };
type SourcingAnswer = { candidates: { _id: string; jobTitle: string; country: string; firstName: string }[] };

describe('candidate profile', () => {
  let candidate: TestUser;
  let employer: TestUser;

  beforeAll(async () => {
    candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: `Qa${tag} Writer`,
      jobType: 'part-time',
      country: 'France',
    });
    employer = await createSignedInUser(stack, 'employer', { companyName: 'Acme' });
  });

  const sourcing = (query: Record<string, string>) =>
    employer.client.call<SourcingAnswer>('GET', '/api/get-candidates', { query });

  it('changes the profile and moves the sourcing entry in the same call', async () => {
    expect(
      (await sourcing({ jobTitle: `qa${tag}`, country: 'France' })).body.data.candidates.map((row) => row._id),
    ).toEqual([candidate.userID]);

    const bio = {
      about: 'I write clear docs.',
      skills: ['Docs ', 'docs', 'Markdown'],
      languages: ['English', ' French'],
    };
    const answer = await candidate.client.call<UserAnswer>('PUT', '/api/update-candidate-profile', {
      json: { jobTitle: `Zx${tag} Editor`, country: 'germany', jobType: 'full-time', bio },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      jobTitle: `Zx${tag} Editor`,
      country: 'Germany',
      jobType: 'full-time',
      bio: { about: 'I write clear docs.', skills: ['Docs', 'Markdown'], languages: ['English', 'French'] },
    });
    expect(answer.body.data.user).not.toHaveProperty('status');
    // At once: the old title and country find nothing, the new ones find the candidate.
    expect((await sourcing({ jobTitle: `qa${tag}` })).body.data.candidates).toEqual([]);
    expect((await sourcing({ jobTitle: `zx${tag}`, country: 'France' })).body.data.candidates).toEqual([]);
    const found = await sourcing({ jobTitle: `ZX${tag} ed`, country: 'Germany', jobType: 'full-time' });
    expect(found.body.data.candidates).toMatchObject([
      { _id: candidate.userID, jobTitle: `Zx${tag} Editor`, country: 'Germany' },
    ]);
    expect((await candidate.client.call<UserAnswer>('GET', '/api/get-user')).body.data.user).toMatchObject({
      jobTitle: `Zx${tag} Editor`,
    });
  });

  it('changes the name from settings, and sourcing shows the new name', async () => {
    const answer = await candidate.client.call<UserAnswer>('PUT', '/api/update-candidate-profile', {
      json: { firstName: 'Ada', lastName: 'King' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ firstName: 'Ada', lastName: 'King', jobTitle: `Zx${tag} Editor` });
    expect((await sourcing({ jobTitle: `zx${tag}` })).body.data.candidates).toMatchObject([{ firstName: 'Ada' }]);
  });

  it("keeps the working day: the country's zone and 09:00 to 17:00 until the candidate sets their own", async () => {
    const before = await candidate.client.call<UserAnswer>('GET', '/api/get-user');
    expect(before.body.data.user).toMatchObject({ timeZone: 'Europe/Berlin', workStart: '09:00', workEnd: '17:00' });

    const saved = await candidate.client.call<UserAnswer>('PUT', '/api/update-candidate-profile', {
      json: { timeZone: 'Asia/Kolkata', workStart: '07:30', workEnd: '15:30' },
    });
    expect(saved.status).toBe(200);
    const after = await candidate.client.call<UserAnswer>('GET', '/api/get-user');
    expect(after.body.data.user).toMatchObject({ timeZone: 'Asia/Kolkata', workStart: '07:30', workEnd: '15:30' });

    const bad = await candidate.client.call('PUT', '/api/update-candidate-profile', {
      json: { timeZone: 'Europe/Atlantis' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.msg).toBe('Choose a time zone from the list, such as Europe/Berlin');
  });

  it('refuses bad input with 400 and employers with 403', async () => {
    const bad = await candidate.client.call('PUT', '/api/update-candidate-profile', { json: { jobTitle: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.msg).toBe('Job title is required');
    expect(
      (await employer.client.call('PUT', '/api/update-candidate-profile', { json: { jobTitle: 'x' } })).status,
    ).toBe(403);
  });
});

describe('resume upload and link', () => {
  let candidate: TestUser;
  let other: TestUser;
  let employer: TestUser;

  beforeAll(async () => {
    candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Designer',
      jobType: 'full-time',
      country: 'Spain',
    });
    other = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Designer',
      jobType: 'full-time',
      country: 'Spain',
    });
    employer = await createSignedInUser(stack, 'employer', { companyName: 'Acme' });
  });

  const upload = (who: TestUser, form: FormData) =>
    who.client.call<UserAnswer>('PUT', '/api/upload-resume', { body: form });
  const link = (who: TestUser | ApiClient, resumePath: string) =>
    (who instanceof ApiClient ? who : who.client).call<{ signedUrl: string }>('GET', '/api/get-resume', {
      query: { resumePath },
    });

  it('refuses a renamed non-PDF with 415 and an oversize file with 413, storing nothing', async () => {
    const renamed = await upload(candidate, resumeForm(Buffer.from('GIF89a not a pdf at all'), 'resume.pdf'));
    expect(renamed.status).toBe(415);
    expect(renamed.body.data.msg).toBe('Please select a PDF file');

    const oversize = await upload(candidate, resumeForm(Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES, 0x20)])));
    expect(oversize.status).toBe(413);
    expect(oversize.body.data.msg).toBe(`File is larger than ${RESUME_MAX_BYTES} bytes`);

    expect(await storedResumes(candidate.userID)).toEqual([]);
    expect((await candidate.client.call<UserAnswer>('GET', '/api/get-user')).body.data.user.resumePath).toBeUndefined();
  });

  it('stores a good PDF, and a new one replaces the old one', async () => {
    const first = await upload(candidate, resumeForm(pdf));
    expect(first.status).toBe(200);
    const firstPath = first.body.data.user.resumePath!;
    expect(firstPath).toMatch(new RegExp(`^resumes/${candidate.userID}/`));
    expect(await storedResumes(candidate.userID)).toEqual([firstPath]);

    const second = await upload(
      candidate,
      resumeForm(Buffer.concat([pdf, Buffer.from('% second\n')]), 'other-name.pdf'),
    );
    expect(second.status).toBe(200);
    const secondPath = second.body.data.user.resumePath!;
    expect(secondPath).not.toBe(firstPath);
    expect(await storedResumes(candidate.userID)).toEqual([secondPath]);
    expect((await candidate.client.call<UserAnswer>('GET', '/api/get-user')).body.data.user.resumePath).toBe(
      secondPath,
    );
  });

  it('gives the owner and employers a working link that expires within five minutes', async () => {
    const { resumePath } = (await candidate.client.call<UserAnswer>('GET', '/api/get-user')).body.data.user;

    for (const who of [candidate, employer]) {
      const answer = await link(who, resumePath!);
      expect(answer.status).toBe(200);
      const url = new URL(answer.body.data.signedUrl);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(0);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  });

  it("answers 404 for another candidate's resume, an old resume and paths that are no resume", async () => {
    const { resumePath } = (await candidate.client.call<UserAnswer>('GET', '/api/get-user')).body.data.user;

    const byOther = await link(other, resumePath!);
    expect(byOther.status).toBe(404);
    expect(byOther.body.data.msg).toBe('We could not find that resume.');
    for (const path of [
      `resumes/${candidate.userID}/${randomUUID()}.pdf`,
      'resumes/../secret',
      `photos/${candidate.userID}/a.png`,
      'x',
    ]) {
      expect((await link(employer, path)).status, path).toBe(404);
    }
    expect((await link(new ApiClient(stack), resumePath!)).status).toBe(401);
  });
});
