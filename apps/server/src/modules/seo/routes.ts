import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapPaths, sitemapXml } from './service';

/** /robots.txt and /sitemap.xml at the site's root (outside /api: crawlers send no client authorization). */
export async function seoRoutes(app: FastifyInstance) {
  const { publicUrl } = app.deps.config;
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, await sitemapPaths(app.deps))),
  );
}
