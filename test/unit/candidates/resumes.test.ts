// upload-resume and get-resume: the server's own PDF and size checks, replacing the old
// object, and who may get a signed link. Prepare / Act / Assess.
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { handler as getResume } from '#functions/candidates/handlers/get-resume.js';
import { handler as uploadResume } from '#functions/candidates/handlers/upload-resume.js';
import {
  CANDIDATE_ID,
  OTHER_CANDIDATE_ID,
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  multipart,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const OLD_PATH = `resumes/${CANDIDATE_ID}/11111111-2222-4333-8444-555555555555.pdf`;
const OTHER_PATH = `resumes/${OTHER_CANDIDATE_ID}/11111111-2222-4333-8444-666666666666.pdf`;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const upload = (fieldName: string, fileName: string, content: Buffer, as: 'candidate' | 'employer' = 'candidate') =>
  call(uploadResume, { as, method: 'PUT', ...multipart(fieldName, fileName, content) });

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  useTestSessions();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  storeProfiles(dynamo, candidateProfile({ resumePath: OLD_PATH }), employerProfile());
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: candidateProfile({ resumePath: OLD_PATH }) });
});
afterEach(afterSessions);

describe('upload-resume', () => {
  it('stores a real PDF under a new key, points the profile at it, then deletes the old one', async () => {
    const answer = await upload('resume', 'cv.pdf', pdf);

    expect(answer.status).toBe(200);
    const stored = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(stored.Key).toMatch(new RegExp(`^resumes/${CANDIDATE_ID}/[0-9a-f-]{36}\\.pdf$`));
    expect(stored.ContentType).toBe('application/pdf');
    expect(Buffer.from(stored.Body as Buffer).equals(pdf)).toBe(true);
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.ExpressionAttributeValues![':path']).toBe(stored.Key);
    expect(answer.data.user).toMatchObject({ userID: CANDIDATE_ID, resumePath: stored.Key });
    expect(answer.data.user).not.toHaveProperty('status');
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([OLD_PATH]);
  });

  it('refuses a renamed non-PDF with 415 and stores nothing, whatever the name says', async () => {
    const answer = await upload('resume', 'cv.pdf', Buffer.from('PK\u0003\u0004 this is a zip'));

    expect(answer.status).toBe(415);
    expect(answer.data.msg).toBe('Please select a PDF file');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const answer = await upload('resume', 'cv.pdf', Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES, 0x20)]));

    expect(answer.status).toBe(413);
    expect(answer.data.msg).toBe(`File is larger than ${RESUME_MAX_BYTES} bytes`);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('refuses a missing file or another field name with 400', async () => {
    const empty = await upload('resume', 'cv.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.data.msg).toBe('Please choose a PDF resume to upload.');
    const wrongField = await upload('photo', 'cv.pdf', pdf);
    expect(wrongField.status).toBe(400);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('removes the new object again when the account is gone meanwhile', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    const answer = await upload('resume', 'cv.pdf', pdf);

    expect(answer.status).toBe(404);
    const stored = s3.commandCalls(PutObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([stored]);
  });

  it('is for candidates only', async () => {
    expect((await upload('resume', 'cv.pdf', pdf, 'employer')).status).toBe(403);
    expect((await call(uploadResume, { method: 'PUT', ...multipart('resume', 'cv.pdf', pdf) })).status).toBe(401);
  });
});

describe('get-resume', () => {
  const link = (resumePath: string, as?: 'candidate' | 'employer') => call(getResume, { as, query: { resumePath } });

  it('gives the owner a signed GET link that expires in five minutes', async () => {
    const answer = await link(OLD_PATH, 'candidate');

    expect(answer.status).toBe(200);
    const url = new URL(String(answer.data.signedUrl));
    expect(url.pathname).toContain(OLD_PATH);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
  });

  it("gives an employer a link to an active candidate's current resume", async () => {
    dynamo.on(GetCommand, { Key: { PK: `USER#${OTHER_CANDIDATE_ID}`, SK: 'PROFILE' }, ConsistentRead: true }).resolves({
      Item: candidateProfile({ userID: OTHER_CANDIDATE_ID, PK: `USER#${OTHER_CANDIDATE_ID}`, resumePath: OTHER_PATH }),
    });

    const answer = await link(OTHER_PATH, 'employer');

    expect(answer.status).toBe(200);
    expect(String(answer.data.signedUrl)).toContain(OTHER_PATH);
  });

  it.each([
    ['another candidate’s resume, asked by a candidate', OTHER_PATH, 'candidate'],
    ['a path that is no resume', 'uploads/secret.txt', 'employer'],
    ['a path outside the resume folder', `resumes/${CANDIDATE_ID}/../../etc/passwd`, 'employer'],
    ['an old resume of the candidate', `resumes/${CANDIDATE_ID}/99999999-2222-4333-8444-555555555555.pdf`, 'candidate'],
  ] as const)('answers 404 for %s', async (_label, resumePath, as) => {
    const answer = await link(resumePath, as);
    expect(answer.status).toBe(404);
    expect(answer.data.msg).toBe('We could not find that resume.');
  });

  it('answers 404 to an employer for a path whose owner is not an active candidate', async () => {
    dynamo.on(GetCommand, { Key: { PK: `USER#${OTHER_CANDIDATE_ID}`, SK: 'PROFILE' }, ConsistentRead: true }).resolves({
      Item: candidateProfile({ userID: OTHER_CANDIDATE_ID, status: 'onboarding', resumePath: OTHER_PATH }),
    });
    expect((await link(OTHER_PATH, 'employer')).status).toBe(404);
    expect((await link(`resumes/${CANDIDATE_ID}/99999999-2222-4333-8444-555555555555.pdf`, 'employer')).status).toBe(
      404,
    );
  });

  it('needs a session and a resumePath', async () => {
    expect((await link(OLD_PATH)).status).toBe(401);
    const missing = await call(getResume, { as: 'candidate', query: {} });
    expect(missing.status).toBe(400);
    expect(missing.data.msg).toBe('resumePath is required');
  });
});
