/**
 * A monoline capital alphabet drawn as SVG paths on a 10 x 14 grid, so farm monograms render
 * the same on every machine (text in SVG would depend on the fonts installed).
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 14 L5 0 L10 14 M2 8.5 H8',
  B: 'M0 14 V0 H5.5 A3.5 3.5 0 0 1 5.5 7 H0 M5.5 7 H6 A3.5 3.5 0 0 1 6 14 H0',
  C: 'M8.8 2.5 A5 7 0 1 0 8.8 11.5',
  D: 'M0 0 V14 H4 A6 7 0 0 0 4 0 Z',
  E: 'M10 0 H0 V14 H10 M0 7 H7',
  F: 'M10 0 H0 V14 M0 7 H7',
  G: 'M8.8 2.5 A5 7 0 1 0 10 7 H6',
  H: 'M0 0 V14 M10 0 V14 M0 7 H10',
  I: 'M5 0 V14 M2 0 H8 M2 14 H8',
  J: 'M8 0 V10 A4 4 0 0 1 0 10',
  K: 'M0 0 V14 M10 0 L0 9.5 M3.6 6.3 L10 14',
  L: 'M0 0 V14 H9',
  M: 'M0 14 V0 L5 9 L10 0 V14',
  N: 'M0 14 V0 L10 14 V0',
  O: 'M5 0 A5 7 0 1 0 5 14 A5 7 0 1 0 5 0 Z',
  P: 'M0 14 V0 H6 A3.75 3.75 0 0 1 6 7.5 H0',
  Q: 'M5 0 A5 7 0 1 0 5 14 A5 7 0 1 0 5 0 Z M6.5 10 L10 14.5',
  R: 'M0 14 V0 H6 A3.75 3.75 0 0 1 6 7.5 H0 M5.5 7.5 L10 14',
  S: 'M8.9 1.8 A4.5 3.5 0 1 0 5 7 A5 3.5 0 1 1 0.7 12.3',
  T: 'M0 0 H10 M5 0 V14',
  U: 'M0 0 V9 A5 5 0 0 0 10 9 V0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 V14',
  Z: 'M0 0 H10 L0 14 H10',
};

const SKIP = new Set(['farm', 'farms', 'and', 'the', 'of', '&']);

/** Up to two initials of a farm's name, skipping words like 'Farm' and 'the'. */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w && !SKIP.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .filter((c) => c in GLYPHS)
    .join('');
}

/** The initials as one stroked path group, centred at (cx, cy), `height` pixels tall. */
export function lettering(text: string, cx: number, cy: number, height: number, color: string): string {
  const letters = [...text].filter((c) => c in GLYPHS);
  if (letters.length === 0) return '';
  const gap = 4;
  const width = letters.length * 10 + (letters.length - 1) * gap;
  const scale = height / 14;
  const paths = letters
    .map((c, i) => `<path transform="translate(${i * (10 + gap)} 0)" d="${GLYPHS[c]}"/>`)
    .join('');
  const x = cx - (width * scale) / 2;
  const y = cy - height / 2;
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" ` +
    `stroke="${color}" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`
  );
}
