// PUT /api/upload-photo: multipart field `photo` (PNG, JPEG or WebP, at most 2 MB).
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';
import { imageProblem } from '@/lib/image-files';

/** The server's limit (2 MB). */
export const PHOTO_MAX_BYTES = 2_000_000;

/** Why a chosen file cannot be the photo, or null when it can. */
export const photoProblem = (file: File) => imageProblem(file, 'photo', PHOTO_MAX_BYTES);

export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  const { user } = await callApi('uploadPhoto', { body: form });
  return user;
}

export function useUploadPhoto() {
  return useSWRMutation('uploadPhoto', (_key: string, { arg }: { arg: File }) => uploadPhoto(arg));
}
