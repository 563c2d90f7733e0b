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
 * at one that takes well under a millisecond for 70 kB (brotli 5: 68 kB of list to 4.9 kB in 0.44 ms).
 */
export function compress(body: string | Buffer, encoding: Encoding, { best = false } = {}) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
    : gzipSync(body, { level: best ? 9 : 6 });
}
