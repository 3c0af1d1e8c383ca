// Profile photos in the private files bucket: photos/<userID>/<uuid>.<ext>, checked and cleaned
// as every uploaded image is (platform/images/); the profile keeps the path and answers carry a
// short-lived signed link (photoUrl).
import {
  deleteImage,
  imageMessages,
  storeImage,
  type ImageRules,
  type ImageType,
} from '#platform/images/image-files.js';
import { signedGetUrl } from '#platform/clients/s3-links.js';
import type { UserProfile } from './users.js';

/** 2 MB (the multipart parser stops any file at about the same size). */
export const PHOTO_MAX_BYTES = 2_000_000;
/** How long a photo link works. */
export const PHOTO_LINK_SECONDS = 30 * 60;

/** Longest side of a stored photo (photos show at a few hundred pixels at most). */
export const PHOTO_MAX_SIDE = 1600;

export const PHOTO_RULES: ImageRules = {
  maxBytes: PHOTO_MAX_BYTES,
  maxSide: PHOTO_MAX_SIDE,
  messages: imageMessages('photo'),
};

export async function storePhoto(userID: string, content: Buffer, type: ImageType): Promise<string> {
  return storeImage(`photos/${userID}`, content, type);
}

export const deletePhoto = deleteImage;

/** A fresh signed link to the profile's photo, when it has one. */
export function photoUrlOf(profile: Pick<UserProfile, 'photoPath'>): Promise<string | undefined> {
  return profile.photoPath
    ? signedGetUrl(profile.photoPath, { expiresIn: PHOTO_LINK_SECONDS })
    : Promise.resolve(undefined);
}
