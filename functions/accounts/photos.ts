// Profile photos in the private files bucket: photos/<userID>/<uuid>.<ext>. The type is
// decided by the file's first bytes (PNG, JPEG or WebP), never by its name or declared type;
// the profile keeps the path and answers carry a short-lived signed link (photoUrl).
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ACCOUNT_MSG } from './account-messages.js';
import { s3 } from '#platform/clients/s3.js';
import { signedGetUrl } from '#platform/clients/s3-links.js';
import { config } from '#platform/config.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '#platform/errors.js';
import type { UploadedFile } from '#platform/uploaded-file.js';
import type { UserProfile } from './users.js';

/** 2 MB (the multipart parser stops any file at about the same size). */
export const PHOTO_MAX_BYTES = 2_000_000;
/** How long a photo link works. */
export const PHOTO_LINK_SECONDS = 30 * 60;

const PHOTO_TYPES = [
  {
    ext: 'png',
    contentType: 'image/png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    contentType: 'image/jpeg',
    matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    contentType: 'image/webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The photo's type by its bytes; throws the 400 / 413 / 415 to answer otherwise. */
export function checkPhotoFile(file: UploadedFile | undefined): PhotoType {
  if (!file || file.content.length === 0) throw badRequest(ACCOUNT_MSG.photoMissing);
  if (file.content.length > PHOTO_MAX_BYTES) throw payloadTooLarge(ACCOUNT_MSG.photoTooLarge(PHOTO_MAX_BYTES));
  const type = PHOTO_TYPES.find((candidate) => candidate.matches(file.content));
  if (!type) throw unsupportedMediaType(ACCOUNT_MSG.photoType);
  return type;
}

export async function storePhoto(userID: string, content: Buffer, type: PhotoType): Promise<string> {
  const photoPath = `photos/${userID}/${randomUUID()}.${type.ext}`;
  await s3().send(
    new PutObjectCommand({ Bucket: config.filesBucket, Key: photoPath, Body: content, ContentType: type.contentType }),
  );
  return photoPath;
}

export async function deletePhoto(photoPath: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: photoPath }));
}

/** A fresh signed link to the profile's photo, when it has one. */
export function photoUrlOf(profile: Pick<UserProfile, 'photoPath'>): Promise<string | undefined> {
  return profile.photoPath
    ? signedGetUrl(profile.photoPath, { expiresIn: PHOTO_LINK_SECONDS })
    : Promise.resolve(undefined);
}
