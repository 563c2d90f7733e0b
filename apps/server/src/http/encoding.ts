/**
 * Compressed answers: brotli, then gzip, as the request's accept-encoding allows. Web pages (web-pages.ts)
 * and the catalogue's answers (public-cache.ts: a list is 50-70 kB of JSON, 5 kB in brotli) use it.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli, then gzip, then none, as the request's accept-encoding allows. */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  const allowed = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) allowed.add(name.trim());
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return undefined;
}

/**
 * `body` in `encoding`: at the best quality for what is made once and sent for long (a page of the app), or
 * at one that costs a fraction of a millisecond per answer. Brotli 1, measured on the AMD EPYC machine of
 * bench:day (issue 29) with catalogue answers of a busy zip (45-68 kB) and a market's page (49 kB):
 * - a 45.6 kB delivery list on one core, its caches cold (as in the API process, which touches much else
 *   between two answers): 0.11-0.13 ms at quality 1, 0.17-0.27 at 2, 0.05 at 0;
 * - in the API process at 200 requests/s, each miss's answer (35 kB on average): 0.30-0.43 ms at 1 against
 *   0.51-0.62 at 2 (quality 4, earlier: 0.5-0.65), wall time with the cores shared;
 * - bytes: 4.3-5.8 kB at 1 against 4.0-5.4 at 2 (8% more) and 4.8-6.9 at 0 (+21-28%). Each fits a TCP
 *   connection's first window (14 kB) several times over: a buyer waits no longer for quality 1.
 */
export function compress(body: string | Buffer, encoding: Encoding, { best = false } = {}) {
  // The size told up front lets brotli size its window and tables to the body: the same bytes 16% sooner
  // (0.235 -> 0.197 ms for a 27 kB catalogue answer at quality 4).
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 11 : 1, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
      })
    : gzipSync(body, { level: best ? 9 : 6 });
}
