import sharp from 'sharp';
import type { SharpOptions } from 'sharp';
import type { ImageType } from '@ricambiamo/contracts';
import { IMAGE_QUALITY, MAX_IMAGE_SIDE, MAX_INPUT_PIXELS, THUMBNAIL_QUALITY, THUMBNAIL_WIDTH } from '@ricambiamo/contracts';
import { MediaProcessingError } from './media-processing.error';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
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
 * The published image and its card thumbnail. `rotate()` turns the pixels the way the EXIF orientation says; sharp
 * writes no metadata unless asked (`keepMetadata`/`withMetadata`), so EXIF, GPS and XMP are dropped. The image keeps
 * its type (spec §9): JPEG at quality 90, PNG lossless; it shrinks to fit 1920x1920 only when larger.
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
  const thumbnail = oriented
    .clone()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY });
  try {
    const [image, thumb] = await Promise.all([encoded.toBuffer({ resolveWithObject: true }), thumbnail.toBuffer()]);
    return { image: image.data, thumbnail: thumb, width: image.info.width, height: image.info.height };
  } catch (error) {
    throw failureOf(error);
  }
}
