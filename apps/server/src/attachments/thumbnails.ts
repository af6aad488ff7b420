import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AppError } from '@taskhub/domain';
import sharp from 'sharp';

/** Width of an image's preview in the detail panel (twice the 160 CSS px it is shown at, for sharp screens). */
export const thumbnailWidth = 320;
export const thumbnailType = 'image/webp';

/**
 * Images the libvips that sharp ships reads. SVG is left out (rendering a user's vector file on the server is not
 * worth its risk), and so is HEIC (that libvips decodes only AVIF's codec).
 */
const previewable = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

export const hasThumbnail = (mimeType: string) => previewable.has(mimeType);

/**
 * A WebP preview of an image, 320 px wide (a smaller one keeps its size), turned upright by its EXIF orientation, the
 * first frame of an animation. Past ~40 megapixels the image is refused before it is decoded (a small file can
 * claim a huge canvas). A file that is not the image it says answers 404: it has no preview.
 */
export async function makeThumbnail(source: Readable): Promise<Buffer> {
  const input = await buffer(source);
  try {
    return await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('NOT_FOUND', { message: 'This file has no preview' });
  }
}
