import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFarm, createInventoryItem, createMarket, createRecipe } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text that keeps crawlers off the API and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://marketplace.test/sitemap.xml');
  });

  it('the sitemap lists listed farms, shown markets, listed products and published recipes, nothing hidden', async () => {
    const farm = await createFarm(db());
    const hiddenFarm = await createFarm(db(), { status: 0 });
    const market = await createMarket(db());
    const hiddenMarket = await createMarket(db(), { status: 1 });
    const item = await createInventoryItem(db(), { farmId: farm.id });
    const itemOfHiddenFarm = await createInventoryItem(db(), { farmId: hiddenFarm.id });
    const recipe = await createRecipe(db());
    const draft = await createRecipe(db(), { status: 0 });

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = 'http://marketplace.test';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/farms`,
        `${base}/farms/farmlist/${farm.id}`,
        `${base}/marketpopups/marketpopuplist/${market.id}`,
        `${base}/farms/farmlist/productdetails/${item.id}`,
        `${base}/recipes/recipeslist/${recipe.id}`,
      ]),
    );
    for (const hidden of [
      `${base}/farms/farmlist/${hiddenFarm.id}`,
      `${base}/marketpopups/marketpopuplist/${hiddenMarket.id}`,
      `${base}/farms/farmlist/productdetails/${itemOfHiddenFarm.id}`,
      `${base}/recipes/recipeslist/${draft.id}`,
    ])
      expect(locs).not.toContain(hidden);
  });
});

describe('the sitemap in every language (issue 32.2)', () => {
  it('lists each page at its English and its Spanish address, each naming both and the default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const base = 'http://marketplace.test';
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const farms = entries.filter((e) => /<loc>[^<]*\/farms(\?lang=es)?<\/loc>/.test(e));
    expect(farms.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1])).toEqual([
      `${base}/farms`,
      `${base}/farms?lang=es`,
    ]);
    for (const entry of farms) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/farms"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${base}/farms?lang=es"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/farms"/>`);
    }
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robots.txt and sitemap.xml without PUBLIC_URL', () => {
  it('name the host the request came to', async () => {
    const local = await buildTestApp({ PUBLIC_URL: undefined }, { shareWith: t });
    try {
      for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
        const robots = await local.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
        expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
        const sitemap = await local.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
        expect(sitemap.body).toContain(`<loc>http://${host}/farms</loc>`);
      }
    } finally {
      await local.close();
    }
  });
});
