/**
 * Issue 15: a first visit fetches the page's code alongside the entry. The HTML of a page carries
 * `<link rel="modulepreload">` for the scripts route-preloads.json (written by the web build) lists for
 * the route the URL matches, and no other page's.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePattern, webPages } from './web-pages';

const head = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  '<script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';

const ROUTES = {
  routes: [
    { path: '/', preload: ['/assets/home-page-H.js', '/assets/carousel-C.js'] },
    { path: '/farms', preload: ['/assets/farms-page-F.js'] },
    { path: '/farms/farmlist/:id', preload: ['/assets/farm-page-A.js', '/assets/modal-M.js'] },
    {
      path: '/farms/farmlist/productdetails/:id',
      preload: ['/assets/product-page-P.js', '/assets/modal-M.js', '/assets/fields-Z.js'],
    },
    { path: '/farmer/orders', preload: ['/assets/orders-page-O.js', '/assets/farmer-layout-L.js'] },
    { path: '/*', preload: ['/assets/not-found-page-N.js'] },
  ],
};

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-web-pages-'));
  await writeFile(path.join(dist, 'index.html'), head('home'));
  await writeFile(path.join(dist, 'shell.html'), head('shell'));
  await writeFile(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTES));
  const pages = webPages(dist)!;
  app = Fastify();
  app.setNotFoundHandler((req, reply) => pages.send(req, reply));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the pages of the web app', () => {
  it('preload the product page’s chunk and its imports for a product, in the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>shell</title>');
    expect(preloads(res.body)).toEqual([
      '/assets/product-page-P.js',
      '/assets/modal-M.js',
      '/assets/fields-Z.js',
    ]);
    // in the head, where the browser's preload scanner meets them before the body
    expect(res.body.indexOf('product-page-P.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('preload only the home page’s own code on the home page', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<title>home</title>');
      expect(preloads(res.body)).toEqual(['/assets/home-page-H.js', '/assets/carousel-C.js']);
    }
  });

  it('match a route as the app’s router does: by its own pattern, any case, a trailing slash, nested paths', async () => {
    const cases: [string, string[]][] = [
      ['/farms', ['/assets/farms-page-F.js']],
      ['/Farms/', ['/assets/farms-page-F.js']],
      ['/farms/farmlist/7?tab=reviews', ['/assets/farm-page-A.js', '/assets/modal-M.js']],
      ['/farmer/orders', ['/assets/orders-page-O.js', '/assets/farmer-layout-L.js']],
      ['/no/such/page', ['/assets/not-found-page-N.js']],
    ];
    for (const [url, expected] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(preloads(res.body), url).toEqual(expected);
    }
  });

  it('send the brotli or gzip copy the browser accepts, and 304 for an unchanged page', async () => {
    const url = '/farms/farmlist/productdetails/1';
    const plain = (await app.inject({ method: 'GET', url })).body;
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serve a new build without a restart', async () => {
    await writeFile(path.join(dist, 'shell.html'), head('rebuilt'));
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(dist, 'shell.html'), later, later);
    const res = await app.inject({ method: 'GET', url: '/farms' });
    expect(res.body).toContain('<title>rebuilt</title>');
    expect(preloads(res.body)).toEqual(['/assets/farms-page-F.js']);
  });
});

describe('routePattern', () => {
  it('reads parameters and a catch-all', () => {
    expect(routePattern('/farms/farmlist/:id').test('/farms/farmlist/12')).toBe(true);
    expect(routePattern('/farms/farmlist/:id').test('/farms/farmlist/12/x')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/farms')).toBe(false);
    expect(routePattern('/*').test('/anything/at/all')).toBe(true);
  });
});
