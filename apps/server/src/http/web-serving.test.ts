/**
 * Issue 15: the app serving a web build. (1) A signed-in browser's lfm_signed_in cookie picks the
 * prerendered page with the signed-in header, for the first paint only. (2) A rebuild of the dist under a
 * running server is served without a restart: the new build's assets are found when asked for (they
 * were listed once at start-up, and a new asset fell through to the app's HTML), and a missing asset is
 * a 404, never the app's HTML as a script.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/test-app';

const page = (title: string, entry: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" crossorigin src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`;

let dist: string;
let t: TestContext;
async function build(entry: string, at: Date) {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', entry), `console.log(${JSON.stringify(entry)});`);
  for (const name of ['index', 'shell', 'index-signed-in', 'shell-signed-in']) {
    const file = path.join(dist, `${name}.html`);
    await writeFile(file, page(name, entry));
    await utimes(file, at, at);
  }
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-web-serving-'));
  await build('index-first.js', new Date('2026-11-18T10:00:00Z'));
  t = await buildTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('serving the web build', () => {
  it('sends the signed-in variant of a page when the lfm_signed_in cookie is there, and only then', async () => {
    expect(titleOf((await get('/')).body)).toBe('index');
    expect(titleOf((await get('/', { cookie: 'lfm_signed_in=1' })).body)).toBe('index-signed-in');
    expect(titleOf((await get('/?ref=mail', { cookie: 'lfm_signed_in=1' })).body)).toBe('index-signed-in');
    expect(titleOf((await get('/farms')).body)).toBe('shell');
    expect(titleOf((await get('/orders', { cookie: 'lfm_signed_in=1' })).body)).toBe('shell-signed-in');
    expect(titleOf((await get('/farms', { cookie: 'lfm_signed_in=0' })).body)).toBe('shell');
  });

  it('never sends the server’s own part of the build (dist/.ssr, the SSR bundle)', async () => {
    await mkdir(path.join(dist, '.ssr'), { recursive: true });
    await writeFile(path.join(dist, '.ssr', 'prerender.js'), 'export const serverOnly = 1;');
    for (const url of ['/.ssr/prerender.js', '/.ssr/', '/%2essr/prerender.js']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('serverOnly');
    }
  });

  it('grants nothing for the cookie: a signed-in call without a token is still refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/getOrder',
      headers: { cookie: 'lfm_signed_in=1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves a rebuild made while it runs: the new assets and pages, without a restart', async () => {
    const before = await get('/assets/index-first.js');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/javascript/);

    await build('index-second.js', new Date('2026-11-18T11:00:00Z'));
    const asset = await get('/assets/index-second.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = (await get('/farms')).body;
    expect(html).toContain('/assets/index-second.js');
  });

  it('answers 404, not the app’s HTML, for an asset that is not there; pages and unknown API calls as before', async () => {
    const gone = await get('/assets/index-never-built.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/json/);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { responseMessage: 'Not found.' } });
    const deep = await get('/farms/farmlist/productdetails/1');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
