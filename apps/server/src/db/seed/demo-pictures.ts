/** Draws and stores every picture of the demo data, before the database transaction starts. */
import type { Storage } from '../../adapters/storage';
import { FARMS } from './data/farms';
import { MARKETS } from './data/markets';
import { PRODUCTS } from './data/products';
import { RECIPES } from './data/recipes';
import { farmSceneSvg } from './landscape';
import {
  farmLogoSvg,
  marketIconSvg,
  marketSvg,
  productSvg,
  recipeSvg,
  renderPictures,
  type PictureJob,
  type StoredPicture,
} from './pictures';

export interface DemoPictures {
  farms: Map<string, { logo: string; cover: string; media: { url: string; thumbUrl: string }[] }>;
  markets: Map<string, { image: string; icon: string }>;
  /** In the order of PRODUCTS and RECIPES. */
  products: string[];
  recipes: string[];
  count: number;
}

const THUMB = { width: 480, height: 270 };

export async function drawDemoPictures(storage: Storage, concurrency = 4): Promise<DemoPictures> {
  const jobs: PictureJob[] = [];
  const add = (job: PictureJob) => jobs.push(job) - 1;

  const farmJobs = FARMS.map((f) => ({
    key: f.key,
    logo: add({ svg: farmLogoSvg(f.farmName, f.brandColor) }),
    cover: add({ svg: farmSceneSvg({ seed: f.key, sky: f.sky, palette: f.palette, view: 'barn' }) }),
    media: f.photos.map((view, i) =>
      add({
        svg: farmSceneSvg({ seed: `${f.key}-${i}`, sky: f.sky, palette: f.palette, view }),
        thumb: THUMB,
      }),
    ),
  }));
  const marketJobs = MARKETS.map((m) => {
    const look = { seed: m.key, background: m.marketBackgroundColor, accent: m.accent, produce: m.produce };
    return { key: m.key, image: add({ svg: marketSvg(look) }), icon: add({ svg: marketIconSvg(look) }) };
  });
  const productJobs = PRODUCTS.map((p) =>
    add({
      svg: productSvg(p.emoji, p.category, `${p.farm}:${p.name}`, { recolor: p.colors, label: p.label }),
    }),
  );
  const recipeJobs = RECIPES.map((r) => add({ svg: recipeSvg(r.picture) }));

  const stored = await renderPictures(storage, jobs, concurrency);
  const url = (i: number) => stored[i]!.url;
  const withThumb = (i: number) => {
    const p: StoredPicture = stored[i]!;
    return { url: p.url, thumbUrl: p.thumbUrl ?? p.url };
  };

  return {
    farms: new Map(
      farmJobs.map((f) => [f.key, { logo: url(f.logo), cover: url(f.cover), media: f.media.map(withThumb) }]),
    ),
    markets: new Map(marketJobs.map((m) => [m.key, { image: url(m.image), icon: url(m.icon) }])),
    products: productJobs.map(url),
    recipes: recipeJobs.map(url),
    count: stored.reduce((sum, p) => sum + (p.thumbUrl ? 2 : 1), 0),
  };
}
