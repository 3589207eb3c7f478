import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need a cross-site request check: a modifying call must come from our own
 * origin. Browsers always send Origin (or Sec-Fetch-Site) on such calls; a call without
 * either (curl, server-to-server) cannot carry a victim's cookie by accident.
 */
export default fp(async (app) => {
  const publicHost = new URL(app.config.publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('forbidden', { messageKey: 'errors.csrf' });
    const origin = request.headers.origin;
    if (!origin) return;
    let originUrl: URL;
    let requestHost: string | null = null;
    try {
      originUrl = new URL(origin);
      // Normalise the Host header the same way (default ports dropped).
      if (request.headers.host) requestHost = new URL(`${originUrl.protocol}//${request.headers.host}`).host;
    } catch {
      throw new AppError('forbidden', { messageKey: 'errors.csrf' });
    }
    if (originUrl.host !== requestHost && originUrl.host !== publicHost) {
      throw new AppError('forbidden', { messageKey: 'errors.csrf' });
    }
  });
});
