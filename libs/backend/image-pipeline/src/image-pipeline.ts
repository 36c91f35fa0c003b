import sharp from 'sharp';
import type { SharpOptions } from 'sharp';
import type { ImageType } from '@ricambiamo/contracts';
import {
  IMAGE_QUALITY,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MEDIUM_QUALITY,
  MEDIUM_WIDTH,
  THUMBNAIL_QUALITY,
  THUMBNAIL_WIDTH,
} from '@ricambiamo/contracts';
import { MediaProcessingError } from './media-processing.error';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  medium: Buffer;
  width: number;
  height: number;
}

const decodeOptions: SharpOptions = {
  // Checked against the header before any pixel is decoded, so a bomb fails in milliseconds.
  limitInputPixels: MAX_INPUT_PIXELS,
  // A truncated or damaged file fails instead of being published half grey.
  failOn: 'warning',
};

function failureOf(error: unknown): MediaProcessingError {
  const detail = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(detail)) return new MediaProcessingError('IMAGE_TOO_MANY_PIXELS', detail);
  return new MediaProcessingError('IMAGE_UNREADABLE', detail);
}

/**
 * The published image, its card thumbnail and the medium WebP a listing's page shows first. `rotate()` turns the pixels the way the EXIF orientation says; sharp
 * writes no metadata unless asked (`keepMetadata`/`withMetadata`), so EXIF, GPS and XMP are dropped. The image keeps
 * its type (docs/rules.md §9): JPEG at quality 90, PNG lossless; it shrinks to fit 1920x1920 only when larger.
 */
export async function processImage(input: Buffer, type: ImageType): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, decodeOptions).metadata());
  } catch (error) {
    throw failureOf(error);
  }
  // The gateway named the file by its first bytes; a decoder that disagrees means a forged or broken file.
  if (format !== type) throw new MediaProcessingError('IMAGE_TYPE_MISMATCH', `expected ${type}, decoder says ${format}`);

  const oriented = sharp(input, decodeOptions).rotate();
  const fitted = oriented.clone().resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded = type === 'jpeg' ? fitted.jpeg({ quality: IMAGE_QUALITY }) : fitted.png();
  const webp = (width: number, quality: number) =>
    oriented.clone().resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
  try {
    const [image, thumbnail, medium] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      webp(THUMBNAIL_WIDTH, THUMBNAIL_QUALITY),
      webp(MEDIUM_WIDTH, MEDIUM_QUALITY),
    ]);
    return { image: image.data, thumbnail, medium, width: image.info.width, height: image.info.height };
  } catch (error) {
    throw failureOf(error);
  }
}
