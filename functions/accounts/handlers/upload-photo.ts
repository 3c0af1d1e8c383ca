import { deletePhoto, PHOTO_RULES, storePhoto } from '../photos.js';
import { withoutMetadata } from '#platform/images/image-cleaning.js';
import { checkImageFile } from '#platform/images/image-files.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { updateUserProfile } from '../users.js';
import { badRequest } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import * as route from '#shared/routes.js';

// Multipart field `photo`: PNG, JPEG or WebP by its bytes, at most 2 MB, stored without its
// metadata (platform/images/image-cleaning.ts). The new photo replaces the old one, which is then deleted.
export const handler = apiHandler(
  route.uploadPhoto,
  async ({ files, session }) => {
    if (files.some((file) => file.fieldName !== 'photo')) throw badRequest(PHOTO_RULES.messages.field);
    const file = files.find((candidate) => candidate.fieldName === 'photo');
    const type = checkImageFile(file, PHOTO_RULES);
    const content = await withoutMetadata(file!.content, type, PHOTO_RULES);
    const photoPath = await storePhoto(session.userID, content, type);
    const updated = await updateUserProfile(session.userID, { photoPath });
    const old = session.user.photoPath;
    if (old && old !== photoPath) {
      await deletePhoto(old).catch((error: unknown) => logger.warn('old photo not deleted', { error: error as Error }));
    }
    return { user: await publicUserWithPhoto(updated) };
  },
  { multipart: parseMultipart },
);
