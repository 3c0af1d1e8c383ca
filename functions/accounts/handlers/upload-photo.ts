import { ACCOUNT_MSG } from '../account-messages.js';
import { withoutMetadata } from '../photo-cleaning.js';
import { checkPhotoFile, deletePhoto, storePhoto } from '../photos.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { updateUserProfile } from '../users.js';
import { badRequest } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import * as route from '#shared/routes.js';

// Multipart field `photo`: PNG, JPEG or WebP by its bytes, at most 2 MB, stored without its
// metadata (photo-cleaning.ts). The new photo replaces the old one, which is then deleted.
export const handler = apiHandler(
  route.uploadPhoto,
  async ({ files, session }) => {
    if (files.some((file) => file.fieldName !== 'photo')) throw badRequest(ACCOUNT_MSG.photoField);
    const file = files.find((candidate) => candidate.fieldName === 'photo');
    const type = checkPhotoFile(file);
    const content = await withoutMetadata(file!.content, type);
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
