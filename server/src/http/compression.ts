import { constants } from 'node:zlib';

/**
 * How responses are compressed (@fastify/compress, app.ts). Every uncached page is compressed anew,
 * so the level is a per-render cost: on the home page (60 KB of HTML) gzip at 4 takes about two
 * thirds of the time of zlib's default 6 for 3 % more bytes; brotli stays at 4 (the plugin's
 * default), which is both smaller and about as fast (docs/decisions/021; bench/ssr.bench.ts prints both).
 */
export const COMPRESSION_OPTIONS = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  zlibOptions: { level: 4 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
