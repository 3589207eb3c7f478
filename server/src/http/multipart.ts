import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface MultipartUpload {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string; mimetype: string } | null;
}

/**
 * Reads a multipart form with at most one file, whatever the order of its parts. A file
 * over `maxFileBytes` is a 413; a request that is not multipart is a 415.
 */
export async function readMultipart(request: FastifyRequest, maxFileBytes: number): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] = null;
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file = { bytes, filename: part.filename, mimetype: part.mimetype };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
