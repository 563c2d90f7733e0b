/**
 * Issue 15: a visitor's product or farm page arrives with its first API answer inside the HTML and a
 * preload of its main picture, so the picture loads alongside the app's code and the page needs no round
 * trip for its data. A signed-in person's page carries neither (their prices are their own).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARM_PRODUCTS_PAGE } from '@lfm/core';
import { SIGNED_IN_COOKIE } from '@lfm/core/signed-in-hint';
import type { AppDeps } from '../app-deps';
import { webPages } from './web-pages';

const BASIC = `Basic ${Buffer.from('web-id:web-secret').toString('base64')}`;
const shell =
  '<!doctype html><html><head><title>shell</title>' +
  '<script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';

const product = (id: number, image: string) => ({
  statusCode: 1,
  responseData: { result: { farm: { _id: 3 }, invetory: { _id: id, name: 'Carrots </script>', image } } },
});

let dist: string;
let app: FastifyInstance;
const apiCalls: string[] = [];
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-web-pages-data-'));
  await writeFile(path.join(dist, 'index.html'), shell.replace('shell', 'home'));
  await writeFile(path.join(dist, 'shell.html'), shell);
  const pages = webPages(dist)!;
  app = Fastify();
  app.decorate('deps', { config: { CLIENT_ID: 'web-id', CLIENT_SECRET: 'web-secret' } } as AppDeps);
  // The API as the app calls it: the client's Basic authorization or nothing.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    apiCalls.push(req.url);
    if (req.headers.authorization !== BASIC) return reply.status(401).send({ error: { errorCode: 1 } });
  });
  app.get('/api/inventory/getViewDetails', async (req, reply) => {
    const id = Number((req.query as { inventoryId: string }).inventoryId);
    if (id === 404) return reply.status(404).send({ error: { errorCode: 7, responseMessage: 'gone' } });
    // 66: a picture path that names another site ('//host/...').
    return product(id, id === 66 ? '//elsewhere.example/x.webp' : `/uploads/seed/carrots-${id}.webp`);
  });
  app.get('/api/farm/getFarmStateCity', async () => ({
    statusCode: 1,
    responseData: { result: { state: ['NY'] } },
  }));
  app.get('/api/farm/viewFarmDetails', async (req) => ({
    statusCode: 1,
    responseData: {
      result: { farmData: { _id: 5, coverImage: '/uploads/seed/cover.webp' }, query: req.query },
    },
  }));
  app.setNotFoundHandler((req, reply) => pages.send(req, reply));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

/** The page's data block, as the browser's app reads it. */
const answers = (html: string) => {
  const block = /<script type="application\/json" id="lfm-answers">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
};
const picturePreload = (html: string) =>
  /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];

describe('a page’s data in its HTML', () => {
  it('a product page carries the product’s API answer, keyed by the URL the app asks, and preloads its picture first', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/12' });
    expect(res.statusCode).toBe(200);
    expect(answers(res.body)).toEqual({
      '/api/inventory/getViewDetails?inventoryId=12': product(12, '/uploads/seed/carrots-12.webp'),
    });
    expect(picturePreload(res.body)).toBe('/uploads/seed/carrots-12.webp');
    // Before the scripts, in the head; and the answer's '</script>' did not end the block early.
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('<script'));
    expect(res.body.indexOf('id="lfm-answers"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).not.toContain('Carrots </script>');
  });

  it('a picture that is not a path on this site is never preloaded', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/66' });
    expect(Object.keys(answers(res.body) ?? {})).toHaveLength(1);
    expect(picturePreload(res.body)).toBeUndefined();
  });

  it('a farm page carries its first page of products and preloads its cover', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms/farmlist/5' });
    const url = `/api/farm/viewFarmDetails?farmId=5&page=1&limit=${FARM_PRODUCTS_PAGE}`;
    expect(Object.keys(answers(res.body) ?? {})).toEqual([url]);
    expect(picturePreload(res.body)).toBe('/uploads/seed/cover.webp');
  });

  it('a signed-in person’s page, a product the API does not have, and other pages carry none', async () => {
    const calls = apiCalls.length;
    const signedIn = await app.inject({
      method: 'GET',
      url: '/farms/farmlist/productdetails/12',
      headers: { cookie: `${SIGNED_IN_COOKIE}=1` },
    });
    expect(answers(signedIn.body)).toBeUndefined();
    expect(picturePreload(signedIn.body)).toBeUndefined();
    expect(apiCalls.length).toBe(calls);

    const missing = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/404' });
    expect(missing.statusCode).toBe(200);
    expect(answers(missing.body)).toBeUndefined();

    for (const url of ['/farms/farmlist/abc', '/about', '/orders']) {
      const res = await app.inject({ method: 'GET', url });
      expect(answers(res.body), url).toBeUndefined();
    }
  });

  it('a list page carries each of its first answers; one the API refuses is left for the page to ask', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms' });
    // the stand-in API has the state list only
    expect(Object.keys(answers(res.body) ?? {})).toEqual(['/api/farm/getFarmStateCity']);
    expect(picturePreload(res.body)).toBeUndefined();
  });

  it('a page whose data changed is a new page: its ETag follows the data', async () => {
    const url = '/farms/farmlist/productdetails/12';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag } });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/13' });
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });
});
