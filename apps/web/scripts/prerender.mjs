// After `vite build` and the SSR build of src/prerender.tsx (dist-ssr): writes the prerendered HTML into
// dist/index.html (the home page) and dist/shell.html (other pages), with fresh .br/.gz copies.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm run build writes into dist.next (WEB_BUILD_DIR) and swaps it in at the end (scripts/swap-dist.mjs).
const dist = path.resolve(web, process.env.WEB_BUILD_DIR ?? 'dist');
const ssr = path.join(web, 'dist-ssr');

// The app reads the browser's globals when it loads (session in localStorage, media queries).
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
window.matchMedia = (query) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
});
for (const key of [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'matchMedia',
]) {
  Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
}

process.env.NODE_ENV = 'production';
const { render } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} not found in dist/index.html`);

// The *-signed-in.html variants have the signed-in header (no Sign In): the server sends them when the
// browser's lfm_signed_in cookie says so (src/lib/session.ts).
for (const [page, file, signedIn] of [
  ['home', 'index.html', false],
  ['shell', 'shell.html', false],
  ['home', 'index-signed-in.html', true],
  ['shell', 'shell-signed-in.html', true],
]) {
  const html = template.replace(
    EMPTY_ROOT,
    // inert until the app's first render replaces it: its buttons have no code yet, so a click must not land
    // on them and be lost, nor a screen reader or a test find them (they wait for the live page instead).
    `<div id="root"><div inert aria-hidden="true">${await render(page, { signedIn })}</div></div>`,
  );
  await writeFile(path.join(dist, file), html);
  await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(html));
  await writeFile(path.join(dist, `${file}.gz`), gzipSync(html, { level: 9 }));
  console.log(`  prerendered ${file}  ${(html.length / 1000).toFixed(1)} kB`);
}
await rm(ssr, { recursive: true, force: true });
