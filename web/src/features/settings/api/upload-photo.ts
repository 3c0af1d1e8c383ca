// PUT /api/upload-photo: multipart field `photo` (PNG, JPEG or WebP, at most 2 MB).
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';

/** The server's limit (2 MB), checked here first so people get the message at once. */
export const PHOTO_MAX_BYTES = 2_000_000;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a chosen file cannot be the photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'The photo must be a PNG, JPEG or WebP image.';
  if (file.size > PHOTO_MAX_BYTES) return `The photo must be at most ${PHOTO_MAX_BYTES} bytes (2 MB).`;
  return null;
}

export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  const { user } = await callApi('uploadPhoto', { body: form });
  return user;
}

export function useUploadPhoto() {
  return useSWRMutation('uploadPhoto', (_key: string, { arg }: { arg: File }) => uploadPhoto(arg));
}
