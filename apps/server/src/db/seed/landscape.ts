/**
 * Farm landscapes (16:9): sky, sun and clouds, rolling hills, and a foreground that depends on
 * the view (a barn and silo, crop rows, an orchard, a hoop house, a pasture, a flower field).
 * Everything is drawn from a seeded generator, so each farm and each photo looks different.
 */
import { mix, n, random, ridge, ridgePath, ridgeY, svgDocument, type Random } from './svg';

export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 720;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

export const SKIES = {
  clear: { top: '#7FB6E6', bottom: '#EAF4F4', sun: '#FFE08A' },
  sunrise: { top: '#F4A58A', bottom: '#FDE6C4', sun: '#FFF3C4' },
  lavender: { top: '#A3A8DE', bottom: '#F9DCC8', sun: '#FFE8AE' },
  golden: { top: '#EDB872', bottom: '#FFF1D4', sun: '#FFF8E0' },
  crisp: { top: '#5F9FD6', bottom: '#DCEFF1', sun: '#FFEBA6' },
  mint: { top: '#94CFCB', bottom: '#F5F0DA', sun: '#FFE39C' },
} as const;

export const PALETTES = {
  summer: {
    far: '#86AD92',
    mid: '#6FA35A',
    near: '#4F8A3C',
    crop: '#2F6B2A',
    soil: '#8A6A48',
    trees: ['#3E7B3A', '#2F6B3B', '#5C9A46'],
  },
  spring: {
    far: '#A5C7A2',
    mid: '#8CC26A',
    near: '#69AA4C',
    crop: '#4C8E33',
    soil: '#94704C',
    trees: ['#7DB85B', '#5E9E45', '#F2B8C6'],
  },
  autumn: {
    far: '#A8A48C',
    mid: '#B7A052',
    near: '#8C8B3C',
    crop: '#6F6A2A',
    soil: '#8E5F3C',
    trees: ['#D9822B', '#B3472B', '#E0B13A', '#7A8B3A'],
  },
  golden: {
    far: '#9DB29C',
    mid: '#CDB45C',
    near: '#7FA04A',
    crop: '#B08F34',
    soil: '#9A7650',
    trees: ['#4F7F3A', '#6E9A44', '#3F6E34'],
  },
} as const;

export type Sky = keyof typeof SKIES;
export type Palette = keyof typeof PALETTES;
export type View = 'barn' | 'rows' | 'orchard' | 'greenhouse' | 'pasture' | 'flowers';

interface Ctx {
  rng: Random;
  sky: (typeof SKIES)[Sky];
  pal: (typeof PALETTES)[Palette];
}

function skyLayer({ rng, sky }: Ctx): string {
  const sx = rng.between(180, W - 180);
  const sy = rng.between(90, 190);
  let clouds = '';
  const count = Math.floor(rng.between(2, 5));
  for (let i = 0; i < count; i++) {
    const cx = rng.between(60, W - 60);
    const cy = rng.between(60, 230);
    const s = rng.between(0.6, 1.2);
    clouds +=
      `<g fill="#FFFFFF" opacity="${n(rng.between(0.65, 0.9))}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})">` +
      `<ellipse cx="0" cy="0" rx="70" ry="22"/><circle cx="-25" cy="-12" r="26"/><circle cx="15" cy="-20" r="32"/><circle cx="45" cy="-6" r="22"/></g>`;
  }
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/>` +
    `<stop offset="0.65" stop-color="${sky.bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="150" fill="url(#glow)"/>` +
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="46" fill="${sky.sun}"/>${clouds}`
  );
}

function tree(rng: Random, x: number, y: number, size: number, colors: readonly string[], fruit?: string) {
  const c = rng.pick(colors);
  const dark = mix(c, '#1E3320', 0.25);
  let fruits = '';
  if (fruit) {
    for (let i = 0; i < 5; i++) {
      fruits += `<circle cx="${n(x + rng.between(-0.6, 0.6) * size)}" cy="${n(y - size * rng.between(1.1, 1.9))}" r="${n(size * 0.09)}" fill="${fruit}"/>`;
    }
  }
  return (
    `<rect x="${n(x - size * 0.09)}" y="${n(y - size * 0.8)}" width="${n(size * 0.18)}" height="${n(size * 0.8)}" fill="#6B4A32"/>` +
    `<circle cx="${n(x - size * 0.35)}" cy="${n(y - size * 1.25)}" r="${n(size * 0.5)}" fill="${dark}"/>` +
    `<circle cx="${n(x + size * 0.3)}" cy="${n(y - size * 1.3)}" r="${n(size * 0.55)}" fill="${dark}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - size * 1.6)}" r="${n(size * 0.6)}" fill="${c}"/>${fruits}`
  );
}

function barn(x: number, y: number, s: number, silo: boolean): string {
  const red = '#B23A2E';
  const parts =
    (silo
      ? `<rect x="-58" y="-196" width="44" height="196" fill="#D5DADC"/><path d="M-58 -196 A22 22 0 0 1 -14 -196 Z" fill="#8E9AA1"/>` +
        `<path d="M-58 -150 H-14 M-58 -100 H-14 M-58 -50 H-14" stroke="#AEB7BC" stroke-width="3"/>`
      : '') +
    `<path d="M160 0 V-72 L236 -52 V0 Z" fill="#93302A"/><path d="M156 -74 L240 -52" stroke="#4A3B36" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M0 0 V-90 L18 -136 L80 -164 L142 -136 L160 -90 V0 Z" fill="${red}"/>` +
    `<path d="M-6 -86 L14 -139 L80 -170 L146 -139 L166 -86" fill="none" stroke="#4A3B36" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="48" y="-72" width="64" height="72" fill="#8E2B23" stroke="#FFF6EA" stroke-width="5"/>` +
    `<path d="M48 -72 L112 0 M112 -72 L48 0" stroke="#FFF6EA" stroke-width="4"/>` +
    `<rect x="68" y="-130" width="24" height="24" fill="#3B2A26" stroke="#FFF6EA" stroke-width="4"/>` +
    `<path d="M0 -90 H160" stroke="#FFF6EA" stroke-width="3"/>`;
  const ground = `<ellipse cx="90" cy="2" rx="190" ry="12" fill="#1E3320" opacity="0.18"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${ground}${parts}</g>`;
}

function greenhouse(x: number, y: number, s: number): string {
  const ribs = [30, 70, 110, 150, 190].map((rx) => `M${rx} 0 V-60`).join(' ');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M0 0 V-40 Q0 -110 110 -110 Q220 -110 220 -40 V0 Z" fill="#EEF5F4" opacity="0.92"/>` +
    `<path d="M0 -40 Q0 -110 110 -110 Q220 -110 220 -40" fill="none" stroke="#B7C9C6" stroke-width="4"/>` +
    `<path d="${ribs}" stroke="#C9D8D5" stroke-width="3"/>` +
    `<path d="M-20 0 V-45 Q-20 -85 20 -85 Q60 -85 60 -45 V0 Z" fill="#F7FBFA" stroke="#B7C9C6" stroke-width="3"/>` +
    `<rect x="8" y="-48" width="24" height="48" fill="#9FB8B3"/></g>`
  );
}

function hayBale(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r)}" fill="#E2BF63"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r * 0.62)}" fill="none" stroke="#C39A3E" stroke-width="${n(r * 0.08)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r * 0.28)}" fill="none" stroke="#C39A3E" stroke-width="${n(r * 0.08)}"/>`
  );
}

/** Crop rows converging on a point beyond the hill, clipped to the field. */
function rows(ctx: Ctx, field: string, color: string, count: number, id: string): string {
  const vx = ctx.rng.between(W * 0.3, W * 0.7);
  let lines = '';
  for (let i = -count; i <= count * 2; i++) {
    lines += `M${n(vx)} 300 L${n(vx + (i - count / 2) * 150)} ${H + 40} `;
  }
  return (
    `<clipPath id="${id}"><path d="${field}"/></clipPath>` +
    `<path clip-path="url(#${id})" d="${lines}" stroke="${color}" stroke-width="14" opacity="0.55"/>`
  );
}

/** A farm scene; the same seed, sky, palette and view always draw the same picture. */
export function farmSceneSvg(opts: { seed: string; sky: Sky; palette: Palette; view: View }): string {
  const rng = random(`${opts.seed}:${opts.view}`);
  const ctx: Ctx = { rng, sky: SKIES[opts.sky], pal: PALETTES[opts.palette] };
  const { pal } = ctx;
  const farPts = ridge(rng, W, rng.between(330, 380), 40);
  const midPts = ridge(rng, W, rng.between(420, 460), 36);
  const nearPts = ridge(rng, W, rng.between(520, 560), 30);
  const far = ridgePath(farPts, H);
  const mid = ridgePath(midPts, H);
  const near = ridgePath(nearPts, H);
  let body =
    skyLayer(ctx) +
    `<path d="${far}" fill="${mix(pal.far, ctx.sky.bottom, 0.35)}"/>` +
    `<path d="${mid}" fill="${pal.mid}"/>`;

  // Distant trees along the middle ridge.
  for (let x = rng.between(-20, 60); x < W; x += rng.between(90, 240)) {
    body += tree(rng, x, ridgeY(midPts, x) + 6, rng.between(16, 26), pal.trees);
  }

  const spot = rng.between(W * 0.15, W * 0.65);
  if (opts.view === 'barn') {
    body += barn(spot, ridgeY(midPts, spot + 80) + 14, rng.between(0.85, 1.15), true);
  } else if (opts.view === 'greenhouse') {
    body += greenhouse(spot, ridgeY(midPts, spot + 110) + 10, rng.between(0.9, 1.2));
    body += greenhouse(spot + 300, ridgeY(midPts, spot + 410) + 12, rng.between(0.7, 0.9));
  } else if (opts.view === 'pasture' || opts.view === 'rows') {
    body += barn(spot + 360, ridgeY(midPts, spot + 440) + 10, 0.45, rng.next() > 0.5);
  }

  const nearColor = opts.view === 'rows' ? pal.soil : pal.near;
  body += `<path d="${near}" fill="${nearColor}"/>`;
  if (opts.view === 'rows') body += rows(ctx, near, pal.crop, 9, 'field');
  if (opts.view === 'barn') body += rows(ctx, near, mix(pal.near, '#FFFFFF', 0.2), 7, 'field');
  if (opts.view === 'orchard') {
    // Fruit trees stay green in any season, so the fruit shows.
    const greens = ['#4F8A3C', '#3E7B3A', '#5C9A46'].map((g) => mix(g, pal.trees[0], 0.25));
    for (const [row, size, gap] of [
      [0, 22, 90],
      [1, 34, 130],
      [2, 52, 190],
    ] as const) {
      const y = row === 2 ? H - 20 : ridgeY(nearPts, W / 2) + 20 + row * 70;
      for (let x = rng.between(-40, 40); x < W + 60; x += gap) {
        body += tree(rng, x, y, size, greens, rng.pick(['#D7322A', '#E9A23B', '#C2262E']));
      }
    }
  }
  if (opts.view === 'pasture') {
    for (let i = 0; i < 4; i++) {
      const x = 120 + i * 300 + rng.between(-60, 60);
      body += hayBale(x, ridgeY(nearPts, x) + rng.between(40, 120), rng.between(26, 44));
    }
    let fence = '';
    for (let x = 20; x < W; x += 110)
      fence += `<rect x="${x}" y="610" width="14" height="100" fill="#7A5A3E"/>`;
    body += `${fence}<path d="M0 632 H${W} M0 670 H${W}" stroke="#8C6A4A" stroke-width="10"/>`;
  }
  if (opts.view === 'flowers') {
    const colors = ['#F2C230', '#E8743B', '#D94F70', '#FFFFFF', '#9B6FCF'];
    for (let y = ridgeY(nearPts, W / 2) + 30; y < H + 20; y += 26) {
      const r = 4 + (y - 520) / 40;
      for (let x = rng.between(0, 30); x < W; x += r * 3.4 + rng.between(0, 12)) {
        body += `<circle cx="${n(x)}" cy="${n(y + rng.between(-6, 6))}" r="${n(Math.max(3, r))}" fill="${rng.pick(colors)}"/>`;
      }
    }
  }
  if (opts.view === 'greenhouse' || opts.view === 'barn') {
    body += `<rect y="${H - 40}" width="${W}" height="40" fill="${mix(pal.near, '#1E3320', 0.2)}" opacity="0.5"/>`;
  }
  return svgDocument(W, H, body);
}
