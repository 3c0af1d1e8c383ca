// Multipart field `logo`: PNG, JPEG or WebP by its bytes, at most 1 MB, stored without its
// metadata and scaled down (company-logos.ts). Any member may; the new logo replaces the old
// one, which is then deleted.
import { apiHandler } from '#functions/api-handler.js';
import { companyOf, publicUserWithPhoto, setCompanyLogo } from '#functions/teams/index.js';
import { badRequest } from '#platform/errors.js';
import { withoutMetadata } from '#platform/images/image-cleaning.js';
import { checkImageFile, deleteImage, storeImage } from '#platform/images/image-files.js';
import { logger } from '#platform/observability/logger.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import * as route from '#shared/routes.js';
import { LOGO_RULES, logoFolder } from '../company-logos.js';

export const handler = apiHandler(
  route.uploadCompanyLogo,
  async ({ files, session }) => {
    const companyID = companyOf(session.user);
    if (files.some((file) => file.fieldName !== 'logo')) throw badRequest(LOGO_RULES.messages.field);
    const file = files.find((candidate) => candidate.fieldName === 'logo');
    const type = checkImageFile(file, LOGO_RULES);
    const content = await withoutMetadata(file!.content, type, LOGO_RULES);
    const logoPath = await storeImage(logoFolder(companyID), content, type);
    const before = await setCompanyLogo(companyID, logoPath);
    if (before.logoPath && before.logoPath !== logoPath) {
      await deleteImage(before.logoPath).catch((error: unknown) =>
        logger.warn('old logo not deleted', { error: error as Error }),
      );
    }
    return { user: await publicUserWithPhoto(session.user) };
  },
  { multipart: parseMultipart },
);
