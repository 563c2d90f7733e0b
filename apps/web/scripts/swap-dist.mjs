// The last step of `npm run build` (issue 15): the finished build in dist.next takes the place of dist.
// The build writes into dist.next, never into dist, so a server running on dist keeps answering from a
// whole build while the next one is made (Vite empties its output folder first: building into dist gave
// 404s for the minute a build takes), and a build that fails leaves dist as it was.
//
// dist is replaced by two renames (no copy), so it is missing for microseconds at most. The live build's
// hashed assets from the last day that the new build lacks are linked into it too: a page loaded before
// the rebuild can still fetch the chunks it has not loaded yet (their names are hashes, so nothing
// clashes). Linked, not moved: until the swap, the live build still has every file its pages name.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEEP_OLD_ASSETS_MS = 24 * 3600 * 1000;
const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const next = path.join(web, 'dist.next');
const live = path.join(web, 'dist');
const old = path.join(web, 'dist.old');

if (!existsSync(path.join(next, 'index.html'))) {
  console.error('swap-dist: dist.next/index.html is missing; dist is left as it was.');
  process.exit(1);
}

let carried = 0;
const liveAssets = path.join(live, 'assets');
if (existsSync(liveAssets)) {
  const nextAssets = path.join(next, 'assets');
  await mkdir(nextAssets, { recursive: true });
  const have = new Set(await readdir(nextAssets));
  const now = Date.now();
  for (const name of await readdir(liveAssets)) {
    if (have.has(name)) continue;
    const from = path.join(liveAssets, name);
    const info = await stat(from);
    if (!info.isFile() || now - info.mtimeMs > KEEP_OLD_ASSETS_MS) continue;
    const to = path.join(nextAssets, name);
    // A hard link keeps the file's time, which dates it for the next build's one-day cut.
    await link(from, to).catch(async () => {
      await copyFile(from, to);
      await utimes(to, info.atime, info.mtime);
    });
    carried++;
  }
}

await rm(old, { recursive: true, force: true });
if (existsSync(live)) await rename(live, old);
await rename(next, live);
await rm(old, { recursive: true, force: true });
console.log(`  dist replaced by the new build${carried ? ` (${carried} earlier asset files kept)` : ''}`);
