// Every file of a user in the files bucket, every version: resumes/<userID>/ and
// photos/<userID>/ (resumes.ts, photos.ts), and a closed company's logos/<companyID>/. The bucket is versioned in AWS, so deleting the
// current objects would leave their older versions for the lifecycle rule's 30 days: each
// version is deleted by its id. The local stack's s3rver keeps no versions (and cannot list
// them): there the current objects are all there is.
import {
  DeleteObjectsCommand,
  ListObjectVersionsCommand,
  paginateListObjectsV2,
  type ObjectIdentifier,
} from '@aws-sdk/client-s3';
import { s3 } from '#platform/clients/s3.js';
import { config } from '#platform/config.js';
import { chunks } from '#platform/async/in-batches.js';
import { logoFolder } from '#functions/companies/index.js';

export const userFolders = (userID: string) => [`resumes/${userID}/`, `photos/${userID}/`];

/** Every object version (or, locally, object) under `prefix`. */
async function objectsUnder(prefix: string): Promise<ObjectIdentifier[]> {
  const found: ObjectIdentifier[] = [];
  if (config.endpoints.s3) {
    for await (const page of paginateListObjectsV2({ client: s3() }, { Bucket: config.filesBucket, Prefix: prefix }))
      for (const object of page.Contents ?? []) if (object.Key) found.push({ Key: object.Key });
    return found;
  }
  // The SDK has no paginator for ListObjectVersions: its two markers are followed here.
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  for (;;) {
    const page = await s3().send(
      new ListObjectVersionsCommand({ Bucket: config.filesBucket, Prefix: prefix, ...markers }),
    );
    for (const version of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])])
      if (version.Key) found.push({ Key: version.Key, VersionId: version.VersionId });
    if (!page.IsTruncated) return found;
    markers = { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker };
  }
}

/** Deletes every file of the user, with every version; answers how many went. Safe to run again. */
export const eraseUserFiles = (userID: string): Promise<number> => eraseFolders(userFolders(userID));

/** Deletes every logo of a closed company, with every version (companies/company-logos.ts). */
export const eraseCompanyFiles = (companyID: string): Promise<number> => eraseFolders([`${logoFolder(companyID)}/`]);

async function eraseFolders(prefixes: string[]): Promise<number> {
  let erased = 0;
  for (const prefix of prefixes) {
    const objects = await objectsUnder(prefix);
    // DeleteObjects takes at most 1,000 keys.
    for (const batch of chunks(objects, 1000)) {
      const { Errors } = await s3().send(
        new DeleteObjectsCommand({ Bucket: config.filesBucket, Delete: { Objects: batch, Quiet: true } }),
      );
      if (Errors?.length) throw new Error(`${Errors.length} files of ${prefix} not deleted: ${Errors[0]?.Code}`);
      erased += batch.length;
    }
  }
  return erased;
}
