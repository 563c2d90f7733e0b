import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapPaths, sitemapXml } from './service';

/** /robots.txt and /sitemap.xml at the site's root (outside /api: crawlers send no client authorization). */
export async function seoRoutes(app: FastifyInstance) {
  const { PUBLIC_URL, publicUrl } = app.deps.config;
  // The configured public address; without one, the address the request came to (127.0.0.1 or a LAN
  // address as well as localhost), so the sitemap a crawler is pointed at is on the host it asked.
  const siteUrl = (req: FastifyRequest) => (PUBLIC_URL ? publicUrl : `${req.protocol}://${req.host}`);
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl(req))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteUrl(req), await sitemapPaths(app.deps))),
  );
}
