/** Small drawing helpers shared by the seed's pictures: a seeded random generator, colours, Twemoji. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A deterministic generator (mulberry32) seeded from a string, so every seed draws the same pictures. */
export function random(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof random>;

export const n = (v: number) => (Math.round(v * 10) / 10).toString();

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A smooth closed shape through points along a ridge, filled down to `bottom`. */
export function ridgePath(points: [number, number][], bottom: number): string {
  const [first] = points;
  if (!first) return '';
  let d = `M${n(first[0])} ${n(first[1])}`;
  // Catmull-Rom through the points, as cubic Béziers.
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  const last = points[points.length - 1]!;
  return `${d} L${n(last[0])} ${bottom} L${n(first[0])} ${bottom} Z`;
}

/** Points of a gently rolling ridge across `width`, around `base`, with `amplitude` pixels of relief. */
export function ridge(rng: Random, width: number, base: number, amplitude: number): [number, number][] {
  const waves = [0, 1, 2].map((i) => ({
    freq: (rng.between(0.7, 1.4) * (i + 1) * Math.PI) / width,
    phase: rng.between(0, Math.PI * 2),
    amp: amplitude / (i + 1.4),
  }));
  const points: [number, number][] = [];
  for (let x = -80; x <= width + 80; x += 80) {
    points.push([x, base + waves.reduce((y, w) => y + w.amp * Math.sin(x * w.freq + w.phase), 0)]);
  }
  return points;
}

/** The ridge's height at x (linear between its points). */
export function ridgeY(points: [number, number][], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[0]?.[1] ?? 0;
}

// ---------------------------------------------------------------- Twemoji (CC-BY 4.0 artwork)

const TWEMOJI_DIR = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const emojiCache = new Map<string, string>();

export const twemojiFile = (code: string) => path.join(TWEMOJI_DIR, `${code}.svg`);

/** The inner markup of one Twemoji (a 36 x 36 view box). Throws when the code point has no file. */
function twemojiBody(code: string): string {
  let body = emojiCache.get(code);
  if (body === undefined) {
    const file = readFileSync(twemojiFile(code), 'utf8');
    body = file
      .replace(/<\?xml[^>]*>/, '')
      .replace(/^\s*<svg\b[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    emojiCache.set(code, body);
  }
  return body;
}

let instance = 0;
/** Fill colours to swap in a Twemoji, e.g. what is inside a jar (upper-case #RRGGBB keys). */
export type Recolor = Record<string, string>;

/** The Twemoji `code` drawn in a size x size box at (x, y); ids are made unique within the picture. */
export function emoji(code: string, x: number, y: number, size: number, recolor: Recolor = {}): string {
  const prefix = `e${++instance}-`;
  const body = twemojiBody(code)
    .replace(/fill="(#[0-9a-fA-F]{6})"/g, (match, hex: string) => {
      const to = recolor[hex.toUpperCase()];
      return to ? `fill="${to}"` : match;
    })
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" viewBox="0 0 36 36">${body}</svg>`;
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
