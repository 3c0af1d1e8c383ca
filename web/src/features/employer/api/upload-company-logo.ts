// PUT /api/upload-company-logo: multipart field `logo` (PNG, JPEG or WebP, at most 1 MB);
// answers the member's user, whose `company.logoUrl` links the new logo.
import useSWRMutation from 'swr/mutation';
import { LOGO_MAX_BYTES } from '#shared/schemas/companies.js';
import { callApi } from '@/lib/api-client';
import { imageProblem } from '@/lib/image-files';

/** Why a chosen file cannot be the logo, or null when it can. */
export const logoProblem = (file: File) => imageProblem(file, 'logo', LOGO_MAX_BYTES);

export async function uploadCompanyLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  const { user } = await callApi('uploadCompanyLogo', { body: form });
  return user;
}

export function useUploadCompanyLogo() {
  return useSWRMutation('uploadCompanyLogo', (_key: string, { arg }: { arg: File }) => uploadCompanyLogo(arg));
}
