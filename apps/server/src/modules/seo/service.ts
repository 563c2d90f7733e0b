import { and, asc, eq } from 'drizzle-orm';
import { LOCALE_CODES, localeAddress } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { farms, inventory, markets, recipes } from '../../db/schema';
import { listedFarm, shownMarket } from '../catalog';

/** Search engines may read the public pages; the signed-in pages and the API are not for them. */
export function robotsTxt(publicUrl: string) {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /userprofile',
    'Disallow: /shoppingcart',
    'Disallow: /ordersummary',
    'Disallow: /orders',
    'Disallow: /ordernumber',
    'Disallow: /farmer',
    'Disallow: /admin',
    'Disallow: /pickups',
    'Disallow: /resetpassword/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages (SPEC 2 routes) and every listed farm, shown market, listed product and published recipe. */
const STATIC_PAGES = [
  '/',
  '/about',
  '/farms',
  '/marketpopups',
  '/toyourdoor',
  '/order-now',
  '/recipes',
  '/schools',
  '/become_a_farmer',
  '/seller-site',
  '/termsofuse',
  '/privacypolicy',
];

export async function sitemapPaths({ database: { db } }: Pick<AppDeps, 'database'>) {
  const [farmRows, marketRows, itemRows, recipeRows] = await Promise.all([
    db.select({ id: farms.id }).from(farms).where(listedFarm).orderBy(asc(farms.id)),
    db.select({ id: markets.id }).from(markets).where(shownMarket).orderBy(asc(markets.id)),
    db
      .select({ id: inventory.id })
      .from(inventory)
      .innerJoin(farms, eq(farms.id, inventory.farmId))
      .where(and(listedFarm, eq(inventory.status, 1), eq(inventory.published, true)))
      .orderBy(asc(inventory.id)),
    db.select({ id: recipes.id }).from(recipes).where(eq(recipes.status, 1)).orderBy(asc(recipes.id)),
  ]);
  return [
    ...STATIC_PAGES,
    ...farmRows.map((r) => `/farms/farmlist/${r.id}`),
    ...marketRows.map((r) => `/marketpopups/marketpopuplist/${r.id}`),
    ...itemRows.map((r) => `/farms/farmlist/productdetails/${r.id}`),
    ...recipeRows.map((r) => `/recipes/recipeslist/${r.id}`),
  ];
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * Each page once per language (issue 32.2: English at its plain address, Spanish at `?lang=es`), each
 * entry naming the page's address in every language (hreflang) and the plain one as x-default.
 */
export function sitemapXml(publicUrl: string, paths: string[]) {
  const url = (p: string) => escapeXml(publicUrl + p);
  const urls = paths.flatMap((p) => {
    const alternates = [
      ...LOCALE_CODES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localeAddress(p, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(p)}"/>`,
    ].join('');
    return LOCALE_CODES.map(
      (locale) => `  <url><loc>${url(localeAddress(p, locale))}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
