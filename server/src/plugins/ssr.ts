import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ARTICLE_VIEW_HEADER } from '@rira/contracts/site/magazine';
import { inProcessApi, type InProcessApi } from './in-process-api.ts';
import { RenderTiming } from './render-timing.ts';
import { PageMicroCache, inlineScriptHashes, isCacheablePageRequest, pageEtag, sendPublicPage, type PublicPage } from './page-cache.ts';
import type { LanguageCode } from '@rira/contracts';

/** What React Router loaders receive as `context` (web/app/lib/load-context.ts declares the same). */
export interface WebLoadContext {
  lang: LanguageCode;
  cspNonce: string;
  buildId: string;
  /** PUBLIC_URL: the origin of canonical and sharing links. */
  publicUrl: string;
  api: InProcessApi;
  /** What a loader hands to the page's render only (web/app/lib/render-only.tsx); none for a data request (`….data`), which renders nothing. */
  renderOnly?: Map<string, unknown>;
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** `scriptSources`: the request's nonce, or the hashes of a cacheable page's inline scripts. */
function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Full path patterns of the app's routes (e.g. `/products/riraAcademy`, `/blogs/details/:id`). */
export function routePatterns(build: Pick<ServerBuild, 'routes'>): string[] {
  const routes = build.routes;
  const full = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? full(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
  };
  const patterns = new Set<string>();
  for (const id of Object.keys(routes)) {
    const p = full(id);
    if (p && !p.includes('*')) patterns.add(p);
  }
  return [...patterns];
}

/**
 * The canonical spelling of a path whose letters differ only in case from a route
 * (`/Contact-us` → `/contact-us`), or null when it is already canonical or matches nothing.
 */
export function canonicalCasing(pathname: string, patterns: string[]): string | null {
  const segments = pathname.split('/');
  for (const pattern of patterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let matched = true;
    const canonical = parts.map((part, i) => {
      const seg = segments[i]!;
      if (part.startsWith(':')) return seg;
      if (part.toLowerCase() !== seg.toLowerCase()) matched = false;
      return part;
    });
    if (!matched) continue;
    const result = canonical.join('/');
    return result === pathname ? null : result;
  }
  return null;
}

async function loadBuildId(clientDir: string): Promise<string> {
  try {
    const meta = JSON.parse(await fs.promises.readFile(path.join(clientDir, 'build-meta.json'), 'utf8')) as { buildId?: string };
    return meta.buildId ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export default fp(async (app: FastifyInstance) => {
  const dev = app.config.NODE_ENV === 'development';
  let build: BuildSource;
  let buildId = 'dev';

  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: app.config.webSourceDir,
      configFile: path.join(app.config.webSourceDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(app.config.webBuildDir, 'server', 'index.js');
    const clientDir = path.join(app.config.webBuildDir, 'client');
    if (!fs.existsSync(serverEntry)) {
      throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first.`);
    }
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    buildId = await loadBuildId(clientDir);
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // Hashed names: a new build gets new names.
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('build-meta.json')) {
          res.header('cache-control', 'no-store');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  const handle = createRequestHandler(build, dev ? 'development' : 'production');
  const pages = new PageMicroCache();
  app.decorate('publicPages', pages);
  let patterns: string[] | null = null;
  const getPatterns = async () => {
    if (patterns && !dev) return patterns;
    const current = typeof build === 'function' ? await build() : build;
    patterns = routePatterns(current);
    return patterns;
  };

  function loadContext(request: FastifyRequest, cspNonce: string, timing: RenderTiming | null): WebLoadContext {
    const api = inProcessApi(app, request);
    const dataRequest = (request.url.split('?')[0] ?? '').endsWith('.data');
    return {
      ...(dataRequest ? {} : { renderOnly: new Map<string, unknown>() }),
      lang: request.lang,
      cspNonce,
      buildId,
      publicUrl: app.config.publicUrl,
      api: timing ? timing.timeData(api) : api,
    };
  }

  /** A reader's view of an article page, counted off the render path (modules/magazine/article-views.ts). */
  function noteArticleView(request: FastifyRequest, articleId: string) {
    app.articleViews.record(articleId, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/api(\/|$)/i.test(pathname)) return reply.callNotFound();

    if (request.method === 'GET' || request.method === 'HEAD') {
      const canonical = canonicalCasing(pathname, await getPatterns());
      if (canonical) {
        const query = request.url.slice(pathname.length);
        return reply.redirect(canonical + query, 301);
      }
    }

    // Anonymous public pages are cached, so they carry no nonce (see page-cache.ts).
    const cacheable = !dev && isCacheablePageRequest(request);
    const cacheKey = cacheable ? PageMicroCache.keyOf(request) : null;
    const cached = cacheKey ? pages.get(cacheKey) : null;
    if (cached) {
      if (cached.articleView) noteArticleView(request, cached.articleView);
      return sendPublicPage(request, reply, cached);
    }
    // A burst at expiry waits for the one render under way instead of each rendering the page again.
    const rendering = cacheKey ? pages.renderingOf(cacheKey) : undefined;
    const rendered = rendering ? await rendering : null;
    if (rendered) {
      if (rendered.articleView) noteArticleView(request, rendered.articleView);
      return sendPublicPage(request, reply, rendered);
    }
    const finishRender = cacheKey ? pages.startRender(cacheKey) : undefined;
    try {
      return await renderNow(request, reply, cacheable, finishRender);
    } finally {
      finishRender?.(null);
    }
  }

  async function renderNow(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheable: boolean,
    finishRender: ((page: PublicPage | null) => void) | undefined,
  ) {
    const timing = app.config.SERVER_TIMING ? new RenderTiming() : null;
    const timed = <T>(work: () => T): T => (timing ? timing.timeHash(work) : work());
    const nonce = cacheable ? '' : randomBytes(16).toString('base64');
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else if (value !== undefined) headers.set(name, value);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const webRequest = new Request(url, {
      method: request.method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);

    const response = await handle(webRequest, loadContext(request, nonce, timing) as never);
    const articleView = response.headers.get(ARTICLE_VIEW_HEADER) ?? undefined;
    response.headers.delete(ARTICLE_VIEW_HEADER);
    if (articleView) noteArticleView(request, articleView);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) reply.header('set-cookie', setCookies);
    const html = !dev && (response.headers.get('content-type') ?? '').includes('text/html');
    if (html && cacheable && response.body) {
      const body = Buffer.from(await response.arrayBuffer());
      const policy = timed(() => contentSecurityPolicy(inlineScriptHashes(body)));
      if (response.status !== 200 || setCookies.length) {
        if (timing) reply.header('server-timing', timing.header());
        return reply.header('content-security-policy', policy).header('cache-control', 'no-store').send(body);
      }
      const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
      const page = { headers, body, etag: timed(() => pageEtag(body)), contentSecurityPolicy: policy, articleView };
      finishRender?.(page);
      if (timing) reply.header('server-timing', timing.header());
      return sendPublicPage(request, reply, page);
    }
    // A streamed page: the header goes before the body, so it tells the time to the first bytes.
    if (timing) reply.header('server-timing', timing.header());
    if (html) reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]));
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  }

  await app.register(async (scope) => {
    // Pages and their form actions read the raw body themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    scope.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
  });
});
