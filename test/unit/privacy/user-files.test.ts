// Erasing a user's files in AWS, where the bucket is versioned: every version and delete marker
// of both folders is listed (following both markers) and deleted by its id. Prepare / Act / Assess.
import { DeleteObjectsCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { eraseUserFiles } from '#functions/privacy/user-files.js';

const s3 = mockClient(S3Client);
const USER = '0f5d82d1-860a-4a8a-80ca-43a69c7fec13';

beforeEach(() => {
  s3.reset();
  delete process.env.S3_ENDPOINT;
  process.env.FILES_BUCKET = 'files-bucket';
});

describe('eraseUserFiles', () => {
  it('deletes every version and delete marker under the resume and photo folders, page after page', async () => {
    s3.on(ListObjectVersionsCommand, { Prefix: `resumes/${USER}/` })
      .resolvesOnce({
        Versions: [{ Key: `resumes/${USER}/a.pdf`, VersionId: 'v2' }],
        IsTruncated: true,
        NextKeyMarker: `resumes/${USER}/a.pdf`,
        NextVersionIdMarker: 'v2',
      })
      .resolvesOnce({
        Versions: [{ Key: `resumes/${USER}/a.pdf`, VersionId: 'v1' }],
        DeleteMarkers: [{ Key: `resumes/${USER}/old.pdf`, VersionId: 'm1' }],
        IsTruncated: false,
      });
    s3.on(ListObjectVersionsCommand, { Prefix: `photos/${USER}/` }).resolves({ IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});

    const erased = await eraseUserFiles(USER);

    expect(erased).toBe(3);
    const secondPage = s3.commandCalls(ListObjectVersionsCommand)[1]!.args[0].input;
    expect(secondPage).toMatchObject({ KeyMarker: `resumes/${USER}/a.pdf`, VersionIdMarker: 'v2' });
    const deletes = s3.commandCalls(DeleteObjectsCommand);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.args[0].input.Delete!.Objects).toEqual([
      { Key: `resumes/${USER}/a.pdf`, VersionId: 'v2' },
      { Key: `resumes/${USER}/a.pdf`, VersionId: 'v1' },
      { Key: `resumes/${USER}/old.pdf`, VersionId: 'm1' },
    ]);
  });

  it('throws when S3 reports a version it could not delete, so the deletion is run again', async () => {
    s3.on(ListObjectVersionsCommand).resolves({
      Versions: [{ Key: `photos/${USER}/p.png`, VersionId: 'v1' }],
      IsTruncated: false,
    });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: `photos/${USER}/p.png`, Code: 'AccessDenied' }] });

    await expect(eraseUserFiles(USER)).rejects.toThrow(/not deleted: AccessDenied/);
  });
});
