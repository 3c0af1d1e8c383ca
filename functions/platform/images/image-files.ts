// Uploaded images (profile photos, company logos): their type decided by the file's first bytes
// (PNG, JPEG or WebP), never by its name or declared type, and the messages of each kind of
// upload, and their objects in the private files bucket. Cleaning and resizing them is
// image-cleaning.ts's.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients/s3.js';
import { config } from '../config.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { UploadedFile } from '../uploaded-file.js';

/** What an image upload is told: the profile photo's, the company logo's (`noun`). */
export const imageMessages = (noun: 'photo' | 'logo') => ({
  missing: `Please choose a ${noun} to upload.`,
  field: `Send the ${noun} in the form field "${noun}".`,
  type: `The ${noun} must be a PNG, JPEG or WebP image.`,
  tooLarge: (maxBytes: number) => `The ${noun} must be at most ${maxBytes} bytes (${maxBytes / 1_000_000} MB).`,
  metadata: `This WebP ${noun} carries metadata (such as where it was taken). Please save it without metadata, or upload a JPEG or PNG.`,
  dimensions: `The ${noun} has too many pixels. Please upload one of at most 40 megapixels.`,
});
export type ImageMessages = ReturnType<typeof imageMessages>;

const IMAGE_TYPES = [
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

export type ImageType = (typeof IMAGE_TYPES)[number];

/** What an uploaded image may be: the profile photo's rules, the company logo's. */
export interface ImageRules {
  maxBytes: number;
  /** Longest side of the stored image, in pixels (image-cleaning.ts scales larger ones down). */
  maxSide: number;
  messages: ImageMessages;
}

/** The image's type by its bytes; throws the 400 / 413 / 415 to answer otherwise. */
export function checkImageFile(file: UploadedFile | undefined, rules: ImageRules): ImageType {
  if (!file || file.content.length === 0) throw badRequest(rules.messages.missing);
  if (file.content.length > rules.maxBytes) throw payloadTooLarge(rules.messages.tooLarge(rules.maxBytes));
  const type = IMAGE_TYPES.find((candidate) => candidate.matches(file.content));
  if (!type) throw unsupportedMediaType(rules.messages.type);
  return type;
}

/** Stores an image at `<folder>/<uuid>.<ext>` in the files bucket; answers its key. */
export async function storeImage(folder: string, content: Buffer, type: ImageType): Promise<string> {
  const key = `${folder}/${randomUUID()}.${type.ext}`;
  await s3().send(
    new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: content, ContentType: type.contentType }),
  );
  return key;
}

/** Deletes an image's object (a replaced photo or logo). */
export async function deleteImage(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
}
