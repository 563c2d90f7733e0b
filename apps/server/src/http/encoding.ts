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
 * at one that costs a fraction of a millisecond per answer. Brotli 2: a 68 kB pickup list to 5.4 kB in 0.11 ms,
 * where quality 4 took 0.21 ms for 5.1 kB and 5 took 0.79 ms (one core of the AMD EPYC machine of bench:day,
 * issue 29). In the API process at 200 requests/s a market day's answers built for a miss (35 kB on average)
 * took 0.5-0.65 ms each at quality 4 with the cores shared (10-17% of a core) and about 0.4 ms at 2, for 6% more
 * bytes.
 */
export function compress(body: string | Buffer, encoding: Encoding, { best = false } = {}) {
  // The size told up front lets brotli size its window and tables to the body: the same bytes 16% sooner
  // (0.235 -> 0.197 ms for a 27 kB catalogue answer at quality 4).
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 11 : 2, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
      })
    : gzipSync(body, { level: best ? 9 : 6 });
}
