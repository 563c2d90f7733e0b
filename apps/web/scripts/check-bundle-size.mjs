// Fails the web build when the JavaScript a first visit loads is over budget (issue 14 item 7):
// the scripts of dist/index.html and every module it preloads, gzipped, whether as tags or in the data
// block that starts them after the first paint (#lfm-entry, scripts/prerender.mjs), and the English catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
// npm run build checks its output in dist.next (WEB_BUILD_DIR) before swapping it in.
const dist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.WEB_BUILD_DIR ?? 'dist',
);
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]);
const deferred = /<script type="application\/json" id="lfm-entry">([^<]+)<\/script>/.exec(html);
if (deferred) {
  const { entry, preload } = JSON.parse(deferred[1]);
  files.push(entry, ...preload);
}
// Issue 32: the page's language catalogue is loaded before the first render (the server preloads it): the
// English one counts as part of a first visit. (Another language's is a chunk of about the same size.)
const { locales = {} } = JSON.parse(await readFile(path.join(dist, 'route-preloads.json'), 'utf8'));
files.push(...(locales.en ?? []));
if (files.length === 0) {
  console.error('check-bundle-size: no entry script found in dist/index.html');
  process.exit(1);
}
let total = 0;
for (const file of new Set(files)) {
  const size = gzipSync(await readFile(path.join(dist, file.replace(/^\//, '')))).length;
  total += size;
  console.log(`  ${file}  ${(size / 1000).toFixed(1)} kB gzipped`);
}
const line = `Initial JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB)`;
if (total > BUDGET_BYTES) {
  console.error(`${line}: over budget. Split a route or a library out of the first load.`);
  process.exit(1);
}
console.log(line);
