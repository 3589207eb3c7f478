import type { FastifyPluginAsync } from 'fastify';
import { SeoService } from './seo.service.ts';

/** Files for search engines and feed readers (seo.service.ts): robots.txt, sitemap.xml and the magazine's RSS feed. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;
  const seo = new SeoService(app);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await seo.sitemap();
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return body;
  });

  app.get('/blogs/rss.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = await seo.rss(request.lang);
    reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=900');
    return body;
  });
};
