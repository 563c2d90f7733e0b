// After `vite build` and the SSR build of src/prerender.tsx (dist-ssr): writes the prerendered HTML into
// dist/index.html (the home page) and dist/shell.html (other pages), with fresh .br/.gz copies.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm run build writes into dist.next (WEB_BUILD_DIR) and swaps it in at the end (scripts/swap-dist.mjs).
const dist = path.resolve(web, process.env.WEB_BUILD_DIR ?? 'dist');
// WEB_SSR_DIR: where the SSR build of src/prerender.tsx is (dist-ssr; a build elsewhere, e.g. a measurement's, names its own).
const ssr = path.resolve(web, process.env.WEB_SSR_DIR ?? 'dist-ssr');

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
const { render, LOCALE_CODES } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} not found in dist/index.html`);

/**
 * A page prerendered in full (home) starts its scripts once it has painted (src/early.ts): the entry's script
 * tag and its modulepreload links become a data block that early.ts reads (a JSON block is not executed; the
 * CSP allows no inline script). The early script itself stays. (The other pages keep their script tags:
 * measured, deferring them too moved FCP from 2.3-3.0 s to 1.1-1.3 s but LCP barely, and the scripts'
 * long tasks then fell after the first paint, where they count as blocking time: TBT 0.1-1 s -> 1-2.9 s.)
 */
function deferEntry(html) {
  const scripts = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  const entry = scripts.find((m) => !m[1].startsWith('/assets/early-'));
  if (!entry) throw new Error('prerender: no entry script in dist/index.html');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const block = JSON.stringify({
    entry: entry[1],
    preload: preloads.map((m) => m[1]).filter((href) => !href.startsWith('/assets/early-')),
  });
  let out = html.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  return out.replace(
    '</head>',
    `<script type="application/json" id="lfm-entry">${block}</script>\n  </head>`,
  );
}

// The *-signed-in.html variants have the signed-in header (no Sign In): the server sends them when the
// browser's lfm_signed_in cookie says so (src/lib/session.ts). Each is drawn in every language (issue 32):
// English has the plain names, another language its own (index.es.html); the server sets <html lang>.
const pages = [
  ['home', 'index.html', false],
  ['shell', 'shell.html', false],
  ['home', 'index-signed-in.html', true],
  ['shell', 'shell-signed-in.html', true],
];
for (const [page, englishFile, signedIn, locale] of LOCALE_CODES.flatMap((locale) =>
  pages.map((p) => [...p, locale]),
)) {
  const file = locale === 'en' ? englishFile : englishFile.replace(/\.html$/, `.${locale}.html`);
  const markup = await render(page, { signedIn, locale });
  const html = (page === 'home' ? deferEntry(template) : template).replace(
    EMPTY_ROOT,
    page === 'home' && !signedIn
      ? // The visitor's home page is what the app draws there: the app hydrates it (main.tsx), and a tap on
        // a button before that is kept and replayed (src/early-clicks.ts).
        `<div id="root" data-hydrate>${markup}</div>`
      : // The shell and the signed-in variants are a cover the app draws over: inert until then, so a click
        // does not land on a button that has no code, nor a screen reader or a test find it.
        `<div id="root"><div inert aria-hidden="true">${markup}</div></div>`,
  );
  await writeFile(path.join(dist, file), html);
  await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(html));
  await writeFile(path.join(dist, `${file}.gz`), gzipSync(html, { level: 9 }));
  console.log(`  prerendered ${file}  ${(html.length / 1000).toFixed(1)} kB`);
}
// The server draws a visitor's data pages at request time with the same bundle (apps/server/src/http/ssr.ts):
// it goes into the build as dist/.ssr (a dot folder, which the server never serves), with the HTML it fills.
const kept = path.join(dist, '.ssr');
await rm(kept, { recursive: true, force: true });
await cp(ssr, kept, { recursive: true, filter: (f) => !/\.(br|gz|svg|png|jpe?g|webp|ico|txt|xml)$/.test(f) });
// A drawn page shows its content from its HTML and CSS, as home does: its entry too waits for the first paint.
await writeFile(path.join(kept, 'page.html'), deferEntry(template));
await rm(ssr, { recursive: true, force: true });
console.log('  kept the SSR bundle in .ssr for the server');
