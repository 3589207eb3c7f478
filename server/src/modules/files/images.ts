import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';

export const RASTER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Accepts an uploaded image only by what its bytes are (not its name or declared type), then
 * re-encodes it: the stored file is ours, with no metadata, scripts or polyglot payloads left.
 */
export async function reencodeImage(bytes: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(RASTER_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
  }
}
