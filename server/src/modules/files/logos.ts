import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';
import { RASTER_IMAGE_TYPES } from './images.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && /<svg[\s>]/i.test(head);
}

/**
 * A logo from PNG, JPEG, WebP or SVG, stored as a WebP that fits in 512×256 on a transparent
 * background. An SVG is drawn to pixels (librsvg through sharp): what is stored cannot carry a
 * script, an event handler or an external reference.
 */
export async function reencodeLogo(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  const raster = type && (RASTER_IMAGE_TYPES as readonly string[]).includes(type.mime);
  if (!raster && !(type === undefined && looksLikeSvg(bytes))) {
    throw new AppError('unsupportedMediaType', { messageKey: 'errors.badLogo' });
  }
  try {
    return await sharp(bytes, { density: 300, limitInputPixels: 40_000_000 })
      .resize(512, 256, { fit: 'inside', withoutEnlargement: !raster ? false : true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('unsupportedMediaType', { messageKey: 'errors.badLogo' });
  }
}

/**
 * A stored logo (WebP) as a PNG for mail (issue 23): mail programs that show no WebP (Outlook on
 * the desktop among them) show PNG, and as an inline image it needs no remote loading, which many
 * mail programs block. Twice the 48 px height it is shown at, for sharp screens.
 */
export async function logoForMail(stored: Buffer): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: 40_000_000 }).resize({ height: 96, withoutEnlargement: true }).png().toBuffer();
}
