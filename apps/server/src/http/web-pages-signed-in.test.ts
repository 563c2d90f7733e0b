/**
 * Issue 15: the session lives in the browser's localStorage; the web app keeps a non-secret
 * lfm_signed_in=1 cookie beside it, and the server sends the prerendered page with the signed-in header
 * (index-signed-in.html, shell-signed-in.html) when a request carries it, so a signed-in person's first
 * paint is not the visitor's Sign In. The cookie picks the HTML only: it authorizes nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPages } from './web-pages';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;

const dirs: string[] = [];
async function appOn(files: string[]): Promise<FastifyInstance> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'lfm-signed-in-'));
  dirs.push(dist);
  for (const f of files) await writeFile(path.join(dist, f), page(f));
  const pages = webPages(dist)!;
  const app = Fastify();
  app.setNotFoundHandler((req, reply) => pages.send(req, reply));
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appOn(['index.html', 'shell.html', 'index-signed-in.html', 'shell-signed-in.html']);
});
afterAll(async () => {
  await app.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

describe('the signed-in first paint', () => {
  it.each([
    ['/', undefined, 'index.html'],
    ['/', 'lfm_signed_in=1', 'index-signed-in.html'],
    ['/?page=2', 'theme=dark; lfm_signed_in=1', 'index-signed-in.html'],
    ['/farms', undefined, 'shell.html'],
    ['/farms', 'lfm_signed_in=1', 'shell-signed-in.html'],
    ['/orders', 'a=b;lfm_signed_in=1;c=d', 'shell-signed-in.html'],
    // Anything but exactly lfm_signed_in=1 is a visitor.
    ['/farms', 'lfm_signed_in=0', 'shell.html'],
    ['/farms', 'lfm_signed_in=', 'shell.html'],
    ['/farms', 'xlfm_signed_in=1', 'shell.html'],
    ['/farms', 'lfm_signed_in=11', 'shell.html'],
  ])('GET %s with cookie %j sends %s', async (url, cookie, file) => {
    const res = await get(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(file);
    // A shared cache must not hand one person's variant to another.
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('keeps each variant’s own ETag, so a revalidation never answers 304 with the other header', async () => {
    const visitor = await get('/farms');
    const signedIn = await get('/farms', 'lfm_signed_in=1');
    expect(visitor.headers.etag).not.toBe(signedIn.headers.etag);
    const stale = await app.inject({
      method: 'GET',
      url: '/farms',
      headers: { cookie: 'lfm_signed_in=1', 'if-none-match': String(visitor.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
    expect(titleOf(stale.body)).toBe('shell-signed-in.html');
  });

  it('sends the visitor’s page to everyone when a build has no signed-in variants', async () => {
    const older = await appOn(['index.html', 'shell.html']);
    const res = await older.inject({ method: 'GET', url: '/farms', headers: { cookie: 'lfm_signed_in=1' } });
    expect(titleOf(res.body)).toBe('shell.html');
    await older.close();
  });
});
