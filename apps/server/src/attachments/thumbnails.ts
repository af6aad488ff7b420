import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AppError, previewWidth } from '@taskhub/domain';
import sharp from 'sharp';

export const thumbnailType = 'image/webp';

/**
 * A WebP preview of an image, 320 px wide (twice the width the detail panel shows it at, for sharp screens) (a smaller one keeps its size), turned upright by its EXIF orientation, the
 * first frame of an animation. Past ~40 megapixels the image is refused before it is decoded (a small file can
 * claim a huge canvas). A file that is not the image it says answers 404: it has no preview.
 */
export async function makeThumbnail(source: Readable): Promise<Buffer> {
  const input = await buffer(source);
  try {
    return await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: previewWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('NOT_FOUND', { message: 'This file has no preview' });
  }
}
