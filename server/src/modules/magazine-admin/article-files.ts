import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES } from '@rira/contracts/site/admin-magazine';
import { AppError } from '../../http/app-error.ts';
import { ATTACHMENT_ARCHIVE_LIMITS, checkArchive } from '../files/archive-limits.ts';
import { RASTER_IMAGE_TYPES } from '../files/images.ts';

const badImage = () => new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
const badAttachment = () => new AppError('unsupportedMediaType', { messageKey: 'magazineAdmin.badAttachment' });

async function checkImage(bytes: Buffer) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(RASTER_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw badImage();
}

export interface CoverImages {
  large: Buffer;
  small: Buffer;
  share: Buffer;
}

/**
 * A cover is accepted by its bytes only, then drawn again by sharp (no metadata or payloads
 * survive): 1200×630 and 640×336 WebP for the page and a 1200×630 JPEG for link previews.
 */
export async function encodeCover(bytes: Buffer): Promise<CoverImages> {
  await checkImage(bytes);
  try {
    const base = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const large = base.clone().resize(1200, 630, { fit: 'cover', position: 'attention' });
    const [largeWebp, small, share] = await Promise.all([
      large.clone().webp({ quality: 82 }).toBuffer(),
      base.clone().resize(640, 336, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer(),
      large.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    return { large: largeWebp, small, share };
  } catch {
    throw badImage();
  }
}

/** A picture inside an article's body: at most 1600 px wide, never enlarged, WebP. */
export async function encodeBodyImage(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  await checkImage(bytes);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw badImage();
  }
}

export type AttachmentKind = keyof typeof ATTACHMENT_TYPES;

/**
 * What an attachment really is, by its bytes: Office files are ZIP archives with known parts,
 * which file-type tells apart. A file whose name claims another kind is refused (415): its name
 * would mislead whoever receives it. An archive (DOCX, XLSX, PPTX, ZIP) must also be within
 * ATTACHMENT_ARCHIVE_LIMITS, archives inside it included: readers' tools will unpack it.
 */
export async function acceptAttachment(bytes: Buffer, fileName: string): Promise<AttachmentKind> {
  const type = await fileTypeFromBuffer(bytes);
  const kind = (Object.keys(ATTACHMENT_TYPES) as AttachmentKind[]).find((k) => ATTACHMENT_TYPES[k] === type?.mime);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!kind || (extension && extension !== kind)) throw badAttachment();
  if (kind !== 'pdf') await checkArchive(bytes, ATTACHMENT_ARCHIVE_LIMITS, badAttachment);
  return kind;
}

/** The name the file is mailed under: the uploader's, without path or odd characters, with its real extension. */
export function safeFileName(fileName: string, kind: AttachmentKind): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}<>:"|?*]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'attachment'}.${kind}`;
}
