/**
 * Issue 32.2: each page comes in the request's language, drawn in it (the build's index.es.html beside
 * index.html), saying so (<html lang>, the description), naming its address in every language (hreflang),
 * and preloading that language's catalogue alone. An address with ?lang= keeps the choice in a cookie.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, loadLocale } from '@lfm/core';
import { webPages } from './web-pages';

const page = (lang: string, body: string, entryBlock = false) =>
  `<!doctype html><html lang="en"><head><meta name="description" content="English words" /><title>x</title>` +
  (entryBlock
    ? '<script type="application/json" id="lfm-entry">{"entry":"/assets/index-E.js","preload":[]}</script>'
    : '<script type="module" crossorigin src="/assets/index-E.js"></script>') +
  `</head><body><div id="root"><p>${body}</p></div></body></html>`;

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  await Promise.all(LOCALE_CODES.map(loadLocale));
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-web-locale-'));
  await writeFile(path.join(dist, 'index.html'), page('en', 'Fresh food', true));
  await writeFile(path.join(dist, 'index.es.html'), page('es', 'Comida fresca', true));
  await writeFile(path.join(dist, 'shell.html'), page('en', 'Farms'));
  await writeFile(path.join(dist, 'shell.es.html'), page('es', 'Granjas'));
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [{ path: '/farms', preload: ['/assets/farms-page-F.js'] }],
      locales: { en: ['/assets/en-C.js'], es: ['/assets/es-C.js'] },
    }),
  );
  const pages = webPages(dist, { siteUrl: () => 'https://market.example' })!;
  app = Fastify();
  app.setNotFoundHandler((req, reply) => pages.send(req, reply));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('pages in the request’s language', () => {
  it('a visitor whose browser prefers Spanish gets the Spanish home page, saying so', async () => {
    const res = await open('/', { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('Comida fresca');
    expect(res.body).toContain('content="Haz tu pedido a granjas locales');
    expect(res.headers['content-language']).toBe('es');
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    // The Spanish catalogue starts with the page's code (the home page's deferred entry list), not the English one.
    const entry = JSON.parse(/id="lfm-entry">([^<]+)</.exec(res.body)![1]!) as { preload: string[] };
    expect(entry.preload).toEqual(['/assets/es-C.js']);
  });

  it('English otherwise, with its own catalogue', async () => {
    const res = await open('/farms');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('Farms');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-C.js">');
    expect(res.body).not.toContain('/assets/es-C.js');
  });

  it('every page names its address in each language and the default', async () => {
    const res = await open('/farms?page=2');
    expect(alternates(res.body)).toEqual({
      en: 'https://market.example/farms?page=2',
      es: 'https://market.example/farms?page=2&amp;lang=es',
      'x-default': 'https://market.example/farms?page=2',
    });
  });

  it('?lang=es is the Spanish address whatever the browser says, and keeps the choice in a cookie', async () => {
    const res = await open('/farms?lang=es', { 'accept-language': 'en', cookie: 'lang=en' });
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('Granjas');
    expect(res.headers['set-cookie']).toMatch(/^lang=es; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(alternates(res.body).en).toBe('https://market.example/farms');
  });

  it('the lang cookie (the person’s choice) wins over Accept-Language', async () => {
    const res = await open('/farms', { 'accept-language': 'es', cookie: 'lfm_signed_in=0; lang=en' });
    expect(res.body).toContain('<html lang="en"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
