// A photo is stored without the metadata a camera or editor put in it (EXIF with GPS location,
// XMP, comments, text chunks). Imported by the two image uploads alone: no other function carries jimp.
//
// JPEG and PNG are decoded and encoded anew by jimp (pure JavaScript, so the Lambda bundle needs
// no native binaries): only the pixels survive, first turned upright by the EXIF orientation
// (phones store portraits sideways and say so in EXIF). Photos larger than a profile needs are
// scaled down first, which also bounds the encoding's time.
//
// WebP cannot be decoded without WebAssembly here, and no maintained pure-JS library strips its
// metadata; so one whose container holds an EXIF or XMP chunk is refused (415), and one without
// is stored as sent.
import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { methods as resize } from '@jimp/plugin-resize';
import { imageSize } from 'image-size';
import { unsupportedMediaType } from '../errors.js';
import type { ImageRules, ImageType } from './image-files.js';

/** Refused before decoding: a 2 MB file can declare dimensions whose pixels would not fit in memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;

const Jimp = createJimp({ formats: [jpeg, png], plugins: [resize] });

/** The image's bytes with no metadata, at most `rules.maxSide` a side; throws the 415 to answer for what cannot be cleaned. */
export async function withoutMetadata(content: Buffer, type: ImageType, rules: ImageRules): Promise<Buffer> {
  const { messages, maxSide } = rules;
  if (type.ext === 'webp') {
    if (webpHasMetadata(content)) throw unsupportedMediaType(messages.metadata);
    return content;
  }
  let size: { width: number; height: number };
  try {
    size = imageSize(content);
  } catch {
    throw unsupportedMediaType(messages.type);
  }
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw unsupportedMediaType(messages.dimensions);
  let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
  try {
    image = await Jimp.fromBuffer(content, {
      'image/jpeg': { maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 },
    });
  } catch {
    throw unsupportedMediaType(messages.type);
  }
  if (Math.max(image.width, image.height) > maxSide) image.scaleToFit({ w: maxSide, h: maxSide });
  return type.ext === 'jpg' ? image.getBuffer('image/jpeg', { quality: JPEG_QUALITY }) : image.getBuffer('image/png');
}

/**
 * Whether a WebP file holds an EXIF or XMP chunk anywhere in its RIFF container (chunks are a
 * four-letter name, a little-endian size, and the data padded to an even length).
 */
export function webpHasMetadata(content: Buffer): boolean {
  for (let offset = 12; offset + 8 <= content.length;) {
    const name = content.toString('latin1', offset, offset + 4);
    if (name === 'EXIF' || name === 'XMP ') return true;
    const size = content.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
}
