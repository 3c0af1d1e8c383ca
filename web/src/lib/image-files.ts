// Images people upload (profile photos, company logos): the server's rules, checked here first
// so that a wrong file gets its message at once (functions/platform/images/image-files.ts).
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a chosen file cannot be the photo or logo, or null when it can. */
export function imageProblem(file: File, noun: 'photo' | 'logo', maxBytes: number): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `The ${noun} must be a PNG, JPEG or WebP image.`;
  if (file.size > maxBytes) return `The ${noun} must be at most ${maxBytes} bytes (${maxBytes / 1_000_000} MB).`;
  return null;
}
