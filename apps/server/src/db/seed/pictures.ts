/**
 * The demo data's pictures (DESIGN.md Pictures), drawn as SVG and rendered once at seed time to
 * WebP with sharp: products and recipes with Twemoji artwork, farm landscapes, monogram logos and
 * market stalls. Nothing is downloaded.
 */
import sharp, { type Sharp } from 'sharp';
import type { Storage } from '../../adapters/storage';
import { SCENE_HEIGHT, SCENE_WIDTH } from './landscape';
import { initials, lettering } from './monogram';
import { emoji, mix, n, random, svgDocument, type Recolor } from './svg';

/** SPEC 9 categories: a soft tint for the background and a deeper accent for the details. */
export const CATEGORY_COLORS: Record<number, { tint: string; accent: string }> = {
  1: { tint: '#DCEBD3', accent: '#2F6B3B' }, // Vegetables
  2: { tint: '#E7F0CF', accent: '#6A8F2A' }, // Seedlings
  5: { tint: '#F8E3C8', accent: '#D9822B' }, // Others
  6: { tint: '#F9DCD5', accent: '#C8553D' }, // Fruits
  7: { tint: '#F1E0CC', accent: '#9C6B3E' }, // Meat and Eggs
  8: { tint: '#DCE8F4', accent: '#2B6CB0' }, // Dairy
};

/** Scattered dots and leaves around the edges, away from the centre. */
function confetti(seed: string, width: number, height: number, color: string): string {
  const rng = random(seed);
  let out = '';
  for (let i = 0; i < 16; i++) {
    const x = rng.between(20, width - 20);
    const y = rng.between(20, height - 20);
    const dx = (x - width / 2) / (width / 2);
    const dy = (y - height / 2) / (height / 2);
    if (dx * dx + dy * dy < 0.55) continue;
    const opacity = n(rng.between(0.12, 0.24));
    if (rng.next() < 0.5) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.between(5, 13))}" fill="${color}" opacity="${opacity}"/>`;
    } else {
      const a = Math.round(rng.between(0, 180));
      out += `<path transform="translate(${n(x)} ${n(y)}) rotate(${a})" d="M-16 0 Q0 -14 16 0 Q0 14 -16 0 Z" fill="${color}" opacity="${opacity}"/>`;
    }
  }
  return out;
}

/**
 * 4:3 product picture: the emoji large on a soft radial tint of its category's colour. A jar
 * (1fad9) can carry a label with a smaller emoji of what is inside.
 */
export function productSvg(
  code: string,
  category: number,
  seed: string,
  look: { recolor?: Recolor; label?: string } = {},
): string {
  const { tint, accent } = CATEGORY_COLORS[category] ?? CATEGORY_COLORS[5]!;
  const size = 460;
  return svgDocument(
    800,
    600,
    `<defs><radialGradient id="bg" cx="50%" cy="44%" r="70%"><stop offset="0" stop-color="${mix(tint, '#FFFFFF', 0.7)}"/>` +
      `<stop offset="1" stop-color="${tint}"/></radialGradient>` +
      `<radialGradient id="shadow"><stop offset="0" stop-color="${accent}" stop-opacity="0.28"/>` +
      `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="800" height="600" fill="url(#bg)"/>${confetti(seed, 800, 600, accent)}` +
      `<ellipse cx="400" cy="532" rx="210" ry="30" fill="url(#shadow)"/>` +
      emoji(code, 400 - size / 2, 62, size, look.recolor) +
      (look.label ? jarLabel(look.label, 400 - size / 2, 62, size / 36) : ''),
  );
}

/** A cream label on the body of the Twemoji jar (x 9-27, y 17-28 of its 36 x 36 box). */
function jarLabel(code: string, x0: number, y0: number, scale: number): string {
  const x = x0 + 9 * scale;
  const y = y0 + 17 * scale;
  const w = 18 * scale;
  const h = 11 * scale;
  const size = h * 0.78;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(scale * 1.5)}" fill="#FFF6E6"/>` +
    `<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h - 12)}" rx="${n(scale)}" fill="none" stroke="#D9822B" stroke-width="3"/>` +
    emoji(code, x + (w - size) / 2, y + (h - size) / 2, size)
  );
}

/** 4:3 recipe picture: the main ingredient on a plate or in a bowl, on a gingham cloth. */
export function recipeSvg(opts: {
  main: string;
  recolor?: Recolor;
  garnish: string[];
  dish: 'plate' | 'bowl';
  cloth: string;
  soup?: string;
}): string {
  const { main, garnish, dish, cloth } = opts;
  const inner = dish === 'bowl' ? (opts.soup ?? '#F3D9A4') : '#FBFAF7';
  const rim = dish === 'bowl' ? '#3F6E8F' : '#FFFFFF';
  // The main ingredient sits up and left; the garnishes fan around it on the lower right.
  const garnishes = garnish
    .map((code, i) => {
      const angle = Math.PI * (0.05 + (0.45 * i) / Math.max(garnish.length - 1, 1));
      return emoji(code, 400 + Math.cos(angle) * 140 - 42, 300 + Math.sin(angle) * 140 - 42, 84);
    })
    .join('');
  const fork =
    `<g fill="#B9B2A6"><rect x="86" y="230" width="14" height="240" rx="7"/>` +
    `<rect x="70" y="130" width="46" height="110" rx="14"/></g>` +
    `<path d="M81 130 V200 M93 130 V200 M105 130 V200" stroke="${mix(cloth, '#FFFFFF', 0.55)}" stroke-width="5"/>`;
  const knife =
    `<g fill="#B9B2A6"><rect x="700" y="280" width="16" height="190" rx="8"/>` +
    `<path d="M700 290 V150 Q700 120 728 118 V290 Z"/></g>`;
  return svgDocument(
    800,
    600,
    `<defs><pattern id="gingham" width="80" height="80" patternUnits="userSpaceOnUse">` +
      `<rect width="80" height="80" fill="${mix(cloth, '#FFFFFF', 0.75)}"/>` +
      `<rect width="40" height="80" fill="${cloth}" opacity="0.35"/><rect width="80" height="40" fill="${cloth}" opacity="0.35"/></pattern></defs>` +
      `<rect width="800" height="600" fill="url(#gingham)"/>` +
      `<circle cx="408" cy="312" r="238" fill="#000000" opacity="0.12"/>` +
      `<circle cx="400" cy="300" r="238" fill="${rim}"/>` +
      `<circle cx="400" cy="300" r="196" fill="${inner}" stroke="${mix(rim, '#000000', 0.12)}" stroke-width="4"/>` +
      `${fork}${knife}${emoji(main, 400 - 135, 300 - 140, 230, opts.recolor)}${garnishes}`,
  );
}

interface MarketLook {
  seed: string;
  background: string;
  accent: string;
  produce: string[];
}

function awning(accent: string, x0: number, x1: number, top: number, bottom: number, stripes: number) {
  const w = (x1 - x0) / stripes;
  const slope = 22;
  let out = '';
  for (let i = 0; i < stripes; i++) {
    const fill = i % 2 === 0 ? accent : '#FFFAF0';
    const a = x0 + i * w;
    const topA = x0 + slope + (i * (x1 - x0 - 2 * slope)) / stripes;
    const topB = x0 + slope + ((i + 1) * (x1 - x0 - 2 * slope)) / stripes;
    out +=
      `<path d="M${n(topA)} ${top} L${n(topB)} ${top} L${n(a + w)} ${bottom} L${n(a)} ${bottom} Z" fill="${fill}"/>` +
      `<path d="M${n(a)} ${bottom} A${n(w / 2)} ${n(w / 2.4)} 0 0 0 ${n(a + w)} ${bottom} Z" fill="${fill}"/>`;
  }
  return (
    out + `<path d="M${x0} ${bottom} H${x1}" stroke="${mix(accent, '#000000', 0.25)}" stroke-width="3"/>`
  );
}

/** 16:9 market picture: a striped stall with crates of produce, bunting and a chalkboard. */
export function marketSvg(look: MarketLook): string {
  const rng = random(look.seed);
  const wall = mix(look.background, '#FFFFFF', 0.3);
  let trees = '';
  for (let x = -40; x < SCENE_WIDTH + 80; x += 110) {
    const r = rng.between(60, 90);
    trees += `<circle cx="${x}" cy="${n(430 - r * 0.6)}" r="${n(r)}" fill="${mix('#5E9A52', look.background, rng.between(0.2, 0.45))}"/>`;
  }
  let bunting = '';
  const flagColors = [look.accent, '#F2C230', '#FFFAF0', '#6FA35A'];
  for (let i = 0; i < 16; i++) {
    const x = 40 + i * 76;
    const y = 58 + Math.sin((i / 15) * Math.PI) * 46;
    bunting += `<path d="M${x} ${n(y)} L${x + 56} ${n(y + 4)} L${x + 28} ${n(y + 52)} Z" fill="${flagColors[i % 4]}"/>`;
  }
  let crates = '';
  look.produce.forEach((code, i) => {
    const cx = 370 + i * 180;
    crates +=
      emoji(code, cx - 78, 368, 100) +
      emoji(code, cx - 18, 380, 96) +
      `<rect x="${cx - 86}" y="444" width="176" height="52" fill="#B98A58"/>` +
      `<path d="M${cx - 86} 462 H${cx + 90} M${cx - 86} 480 H${cx + 90}" stroke="#9B7045" stroke-width="4"/>`;
  });
  const chalk = [0, 1, 2, 3]
    .map((i) => `M1078 ${532 + i * 26} q20 -8 40 0 t40 0 t${n(rng.between(10, 40))} 0`)
    .join(' ');
  return svgDocument(
    SCENE_WIDTH,
    SCENE_HEIGHT,
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${wall}"/>${trees}` +
      `<rect y="430" width="${SCENE_WIDTH}" height="290" fill="#D9CDBB"/>` +
      `<path d="M0 40 Q640 150 ${SCENE_WIDTH} 40" fill="none" stroke="#7A6A58" stroke-width="3"/>${bunting}` +
      `<ellipse cx="640" cy="640" rx="470" ry="30" fill="#000000" opacity="0.1"/>` +
      `<rect x="262" y="230" width="18" height="410" fill="#7A5638"/><rect x="1000" y="230" width="18" height="410" fill="#7A5638"/>` +
      awning(look.accent, 220, 1060, 160, 262, 10) +
      crates +
      `<rect x="250" y="496" width="780" height="22" fill="#8A6340"/>` +
      `<rect x="268" y="518" width="744" height="118" fill="${mix(look.accent, '#FFFFFF', 0.55)}"/>` +
      `<path d="M268 636 H1012" stroke="${look.accent}" stroke-width="6"/>` +
      `<path d="M1062 660 L1100 490 L1180 490 L1218 660" fill="none" stroke="#7A5638" stroke-width="10"/>` +
      `<rect x="1066" y="505" width="148" height="120" fill="#2F3A34" stroke="#8A6340" stroke-width="8"/>` +
      `<path d="${chalk}" fill="none" stroke="#F4F1E8" stroke-width="4" stroke-linecap="round" opacity="0.85"/>`,
  );
}

/** 256 x 256 round market icon: a little awning over the market's signature produce. */
export function marketIconSvg(look: MarketLook): string {
  const code = look.produce[0] ?? '1f34e';
  return svgDocument(
    256,
    256,
    `<clipPath id="round"><circle cx="128" cy="128" r="124"/></clipPath>` +
      `<g clip-path="url(#round)"><rect width="256" height="256" fill="${look.background}"/>` +
      awning(look.accent, 0, 256, 24, 92, 6) +
      emoji(code, 68, 112, 120) +
      `</g><circle cx="128" cy="128" r="122" fill="none" stroke="${look.accent}" stroke-width="5"/>`,
  );
}

/** 256 x 256 round monogram badge in the farm's colour. */
export function farmLogoSvg(farmName: string, color: string): string {
  const cream = '#FFF8EC';
  return svgDocument(
    256,
    256,
    `<circle cx="128" cy="128" r="126" fill="${color}"/>` +
      `<circle cx="128" cy="128" r="110" fill="none" stroke="${cream}" stroke-width="4"/>` +
      `<circle cx="128" cy="128" r="100" fill="none" stroke="${cream}" stroke-width="1.5" stroke-dasharray="2 7" stroke-linecap="round"/>` +
      lettering(initials(farmName), 128, 110, 72, cream) +
      `<g fill="${cream}"><path d="M128 212 V176" stroke="${cream}" stroke-width="3" stroke-linecap="round"/>` +
      `<ellipse cx="117" cy="196" rx="11" ry="5" transform="rotate(-30 117 196)"/>` +
      `<ellipse cx="139" cy="190" rx="11" ry="5" transform="rotate(30 139 190)"/>` +
      `<ellipse cx="128" cy="174" rx="4.5" ry="9"/></g>`,
  );
}

// ---------------------------------------------------------------- rendering

export interface PictureJob {
  svg: string;
  /** Also store a smaller copy (farm media thumbnails). */
  thumb?: { width: number; height: number };
}
export interface StoredPicture {
  url: string;
  thumbUrl?: string;
}

const webp = (image: Sharp) => image.webp({ quality: 82, effort: 2 }).toBuffer();

async function renderOne(storage: Storage, job: PictureJob): Promise<StoredPicture> {
  const svg = sharp(Buffer.from(job.svg));
  if (!job.thumb) return { url: await storage.put('seed', 'webp', await webp(svg)) };
  // Rasterise the SVG once and encode both sizes from the pixels.
  const { data, info } = await svg.raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumb] = await Promise.all([
    webp(sharp(data, raw)),
    webp(sharp(data, raw).resize(job.thumb.width, job.thumb.height)),
  ]);
  return { url: await storage.put('seed', 'webp', full), thumbUrl: await storage.put('seed', 'webp', thumb) };
}

/** Renders every job to WebP and stores it, `limit` at a time; results keep the jobs' order. */
export async function renderPictures(
  storage: Storage,
  jobs: PictureJob[],
  limit = 4,
): Promise<StoredPicture[]> {
  const results: StoredPicture[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await renderOne(storage, jobs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
