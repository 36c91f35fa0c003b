import sharp from 'sharp';
import { MAX_IMAGE_SIDE, MEDIUM_WIDTH, THUMBNAIL_WIDTH } from '@ricambiamo/contracts';
import { processImage } from './image-pipeline';
import { MediaProcessingError } from './media-processing.error';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } }).jpeg().toBuffer();

describe('processImage', () => {
  it('fits a large JPEG inside the published size and makes a WebP thumbnail and a medium WebP', async () => {
    const result = await processImage(await jpeg(2400, 1600), 'jpeg');
    expect(Math.max(result.width, result.height)).toBe(MAX_IMAGE_SIDE);
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
    const thumb = await sharp(result.thumbnail).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.width).toBe(THUMBNAIL_WIDTH);
    expect(await sharp(result.medium).metadata()).toMatchObject({ format: 'webp', width: MEDIUM_WIDTH });
  });

  it('never enlarges a small photo into its WebPs', async () => {
    const result = await processImage(await jpeg(400, 300), 'jpeg');
    expect(await sharp(result.medium).metadata()).toMatchObject({ width: 400, height: 300 });
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('refuses bytes whose real format is not the announced one', async () => {
    await expect(processImage(await jpeg(100, 100), 'png')).rejects.toMatchObject({ code: 'IMAGE_TYPE_MISMATCH' });
    const unreadable = processImage(Buffer.from('not an image'), 'jpeg');
    await expect(unreadable).rejects.toBeInstanceOf(MediaProcessingError);
    await expect(unreadable).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
  });
});
