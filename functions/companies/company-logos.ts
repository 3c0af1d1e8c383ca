// Company logos in the private files bucket: logos/<companyID>/<uuid>.<ext>, checked and
// cleaned as every uploaded image is (platform/images/), and scaled to at most LOGO_MAX_SIDE,
// since a logo shows at no more than a few hundred pixels. The company item keeps the path;
// pages and answers carry a signed link (teams/company-profile.ts logoUrlOf).
import { LOGO_MAX_BYTES } from '#shared/schemas/companies.js';
import { imageMessages, type ImageRules } from '#platform/images/image-files.js';

/** Longest side of a stored logo, in pixels. */
export const LOGO_MAX_SIDE = 512;

export const LOGO_RULES: ImageRules = {
  maxBytes: LOGO_MAX_BYTES,
  maxSide: LOGO_MAX_SIDE,
  messages: imageMessages('logo'),
};

export const logoFolder = (companyID: string) => `logos/${companyID}`;
