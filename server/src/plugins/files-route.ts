import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isStorageKey, type FileStore } from './file-store.ts';

export const FILES_PREFIX = '/files/';

/**
 * `GET /files/<key>`: a public upload, streamed from the public store whichever driver holds it
 * (a local folder or an S3 bucket, whose objects are never public themselves). The key is taken
 * from the path as it came, undecoded, and must be a plain storage key: `..`, encoded slashes or
 * any other encoded character find nothing (404), so nothing outside the public store — the
 * private store least of all — is reachable from here.
 */
export function serveFiles(app: FastifyInstance, store: FileStore): void {
  // HEAD handled here rather than by Fastify's automatic HEAD route, which would read the whole
  // file only to drop it and answer with no length.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${FILES_PREFIX}*`,
    handler: async (request, reply) => {
      const key = (request.raw.url ?? request.url).split('?')[0]!.slice(FILES_PREFIX.length);
      if (!isStorageKey(key)) return reply.callNotFound();
      const ifNoneMatch = request.headers['if-none-match'];
      const file = await store.open(key, { ifNoneMatch: ifNoneMatch || undefined });
      if (!file) return reply.callNotFound();
      // Names are random and a public file never changes in place.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      // An uploaded SVG opened on its own runs no script and reaches nothing.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (file.etag) reply.header('etag', file.etag);
      if (file.notModified) return reply.code(304).send();
      reply.type(contentTypeOf(key)).header('content-length', file.size);
      if (request.method === 'HEAD') {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    },
  });
}
