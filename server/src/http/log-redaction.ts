import type { FastifyRequest } from 'fastify';

/**
 * Addresses whose path or query carries a credential (docs/decisions/034): a personal invitation
 * link's token — the page `/invitation/<token>`, its short address `/i/<token>` and the answer's
 * calls `…/Invitation/Open/<token>` — and a `token=` parameter (the report printer's one-time
 * token). Whoever reads the log must not be able to open an answer with it.
 */
const TOKEN_IN_PATH = /^(\/(?:invitation|i|api\/user\/invitation\/open)\/)[^/?#]+/i;
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

/** The address as the log keeps it: tokens replaced by `…`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1…').replace(TOKEN_IN_QUERY, '$1…');
}

/** Fastify's request line (`incoming request`), with the address redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
