/**
 * Issue 15: a visitor's data page arrives drawn (the web build's SSR bundle, run in a worker: ssr.ts), with
 * the query cache it was drawn from; a signed-in person gets the shell as before; a render that throws or
 * hangs gives the shell with the page's answers, never an error. The bundle here is a stand-in with the
 * real one's contract (renderUrl(url, answers) => { html, state } | undefined): the real one is exercised
 * by the browser tests (apps/web/e2e/first-load-ssr.spec.ts) and its own unit test (prerender.test.tsx).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@lfm/core/signed-in-hint';
import type { AppDeps } from '../app-deps';
import { RENDER_TIMEOUT_MS } from './ssr';
import { SSR_DIR, webPages } from './web-pages';

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  '<script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';

// The stand-in bundle: product 2's render throws, product 3's never ends, the others draw the product's name.
const BUNDLE = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function renderUrl(url, answers) {
  if (url.endsWith('/2')) throw new Error('broken page');
  if (url.endsWith('/3')) return new Promise(() => {});
  if (url.endsWith('/4')) return undefined;
  const [key, answer] = Object.entries(answers)[0];
  const name = answer.responseData.result.invetory.name;
  return {
    html: '<main><h1>' + escape(name) + '</h1><button>Add to cart</button></main>',
    state: { mutations: [], queries: [{ queryKey: ['product', key], state: { data: name } }] },
  };
}
`;

let dist: string;
let app: FastifyInstance;
let apiCalls = 0;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-web-pages-ssr-'));
  await writeFile(path.join(dist, 'index.html'), html('home'));
  await writeFile(path.join(dist, 'shell.html'), html('shell'));
  await mkdir(path.join(dist, SSR_DIR));
  await writeFile(path.join(dist, SSR_DIR, 'prerender.js'), BUNDLE);
  // As the build writes it: the entry waits for the first paint (#lfm-entry), as on the home page.
  await writeFile(
    path.join(dist, SSR_DIR, 'page.html'),
    html('page').replace(
      '<script type="module" crossorigin src="/assets/index-E.js"></script>',
      '<script type="application/json" id="lfm-entry">{"entry":"/assets/index-E.js","preload":["/assets/vendor-V.js"]}</script>',
    ),
  );
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [{ path: '/farms/farmlist/productdetails/:id', preload: ['/assets/product-page-P.js'] }],
    }),
  );
  const pages = webPages(dist)!;
  app = Fastify();
  app.decorate('deps', { config: { CLIENT_ID: 'web-id', CLIENT_SECRET: 'web-secret' } } as AppDeps);
  app.get('/api/inventory/getViewDetails', async (req) => {
    const id = Number((req.query as { inventoryId: string }).inventoryId);
    apiCalls++;
    return {
      statusCode: 1,
      responseData: {
        result: {
          farm: { _id: 3 },
          invetory: { _id: id, name: `Carrots </script><b>${id}`, image: '/x.webp' },
        },
      },
    };
  });
  app.setNotFoundHandler((req, reply) => pages.send(req, reply));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const root = (body: string) => /<div id="root"([^>]*)>(.*?)<\/div><\/body>/s.exec(body);
const block = (body: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(body)?.[1];

describe('a visitor’s data page drawn on the server', () => {
  it('arrives drawn with the product’s name, marked for hydration, with the cache it was drawn from', async () => {
    const res = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>page</title>');
    const [, attrs, markup] = root(res.body)!;
    expect(attrs).toBe(' data-hydrate');
    expect(markup).toBe(
      '<main><h1>Carrots &lt;/script&gt;&lt;b&gt;1</h1><button>Add to cart</button></main>',
    );
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=\d+(\.\d)?$/);
    // The page's code is fetched with the entry, once the page has painted (apps/web/src/early.ts).
    expect(JSON.parse(block(res.body, 'lfm-entry')!)).toEqual({
      entry: '/assets/index-E.js',
      preload: ['/assets/vendor-V.js', '/assets/product-page-P.js'],
    });
    expect(res.body).not.toContain('rel="modulepreload"');
    // The state and the answers, each readable as the app reads them, and neither ends its block early.
    const state = JSON.parse(block(res.body, 'lfm-state')!) as { queries: { state: { data: string } }[] };
    expect(state.queries[0]!.state.data).toBe('Carrots </script><b>1');
    expect(block(res.body, 'lfm-answers')).toBeDefined();
    expect(res.body).not.toContain('Carrots </script>');
    expect(res.body).not.toContain('<b>1');
  });

  it('is drawn once for the same data: the next visitor gets the kept page', async () => {
    const url = '/farms/farmlist/productdetails/7';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers['server-timing']).toBe(first.headers['server-timing']);
  });

  it('a signed-in person gets the shell, drawn by their browser', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/farms/farmlist/productdetails/1',
      headers: { cookie: `${SIGNED_IN_COOKIE}=1` },
    });
    expect(res.body).toContain('<title>shell</title>');
    expect(root(res.body)![1]).toBe('');
    expect(res.body).not.toContain('Carrots');
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it('a render that throws, declines or hangs gives the shell with the page’s answers, never an error', async () => {
    for (const id of [2, 4]) {
      const res = await app.inject({ method: 'GET', url: `/farms/farmlist/productdetails/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(block(res.body, 'lfm-answers')).toContain('Carrots');
      expect(block(res.body, 'lfm-state')).toBeUndefined();
    }
    const started = Date.now();
    const hung = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/3' });
    expect(hung.statusCode).toBe(200);
    expect(hung.body).toContain('<title>shell</title>');
    expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 1000);
    // The hung worker was replaced: the next page is drawn again.
    const next = await app.inject({ method: 'GET', url: '/farms/farmlist/productdetails/8' });
    expect(root(next.body)![2]).toContain('<h1>Carrots &lt;/script&gt;&lt;b&gt;8</h1>');
  });

  it('a page with no data to draw it from is the shell, as before', async () => {
    const calls = apiCalls;
    const res = await app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain('<title>shell</title>');
    expect(apiCalls).toBe(calls);
  });
});
