import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributionType, isShippable, isTestProduct, isWindowOpenAt } from '@lfm/core';
import { eq, sql } from 'drizzle-orm';
import { diskStorage } from '../../adapters/storage';
import { verifyPassword } from '../../lib/passwords';
import { rowsOf } from '../client';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { addresses, distributions, farmMedia, farms, inventory, markets, recipes, users } from '../schema';
import { DEMO_ACCOUNTS, resetAndSeed, seedIfEmpty } from './index';

let t: TestContext;
let seeded: boolean;

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedIfEmpty(t.database.db, diskStorage(t.uploadsDir));
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;

describe('demo seed', () => {
  it('seeds an empty database once', async () => {
    expect(seeded).toBe(true);
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
      )[0]!.n;
    const before = await count();
    expect(await seedIfEmpty(db(), diskStorage(t.uploadsDir))).toBe(false);
    expect(await count()).toBe(before);
  });

  it('has at least 8 farms in at least 3 states, each with its own farmer and 3 to 5 photos', async () => {
    const rows = await db().select().from(farms);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((f) => f.state)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((f) => f.userId)).size).toBe(rows.length);
    const owners = await db().select().from(users).where(eq(users.userType, 1));
    expect(owners.length).toBe(rows.length);
    const media = await db().select().from(farmMedia);
    for (const f of rows) {
      expect(f.latitude).toBeTypeOf('number');
      const photos = media.filter((m) => m.farmId === f.id).length;
      expect(photos).toBeGreaterThanOrEqual(3);
      expect(photos).toBeLessThanOrEqual(5);
    }
    expect(rows.some((f) => f.certifiedOrganic) && rows.some((f) => !f.certifiedOrganic)).toBe(true);
  });

  it('has 4 shown markets with order and pickup windows', async () => {
    const rows = await db().select().from(markets);
    expect(rows).toHaveLength(4);
    for (const m of rows) {
      expect(m.status).toBe(0);
      expect(m.marketOrderWindow).toMatch(/^Order \w{3} \d{1,2}:\d{2} [AP]M – \w{3} \d{1,2}:\d{2} [AP]M$/);
      expect(m.marketPickupWindows.length).toBeGreaterThan(0);
      // Issue 32.4: the demo shows a Spanish reader the market's own words in Spanish.
      expect(m.marketOrderWindowEs).toMatch(
        /^Pedidos: \p{Lu}\p{Ll}+ \d{1,2}:\d{2} [AP]M – \p{Ll}+ \d{1,2}:\d{2} [AP]M$/u,
      );
      expect(m.marketPickupWindowsEs).toHaveLength(m.marketPickupWindows.length);
      expect(m.descriptionEs).not.toBe('');
    }
  });

  it('has 60+ products covering every category, stock, subscriptions and shipping', async () => {
    const rows = await db().select().from(inventory);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((i) => i.inventoryType))).toEqual(new Set([1, 2, 5, 6, 7, 8]));
    const outOfStock = rows.filter((i) => i.status === 0);
    expect(outOfStock.length).toBeGreaterThan(0);
    for (const i of outOfStock) expect(i.maximumConsumerQuantity + i.maximumWholesaleQuantity).toBe(0);
    expect(
      rows.some((i) => i.status === 1 && i.maximumConsumerQuantity > 0 && i.maximumConsumerQuantity < 10),
    ).toBe(true);
    const subscriptions = rows.filter((i) => i.subscriptionInterval);
    expect(new Set(subscriptions.map((i) => i.subscriptionInterval))).toEqual(new Set(['week', 'month']));
    expect(rows.filter((i) => isShippable(i.distributionTypes)).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((i) => isTestProduct(i.itemName))).toHaveLength(1);
    for (const i of rows) {
      expect(i.consumerPriceCents).toBeGreaterThan(0);
      expect(i.wholesalePriceCents).toBeGreaterThan(0);
      if (i.consumerUnit === 13) expect(i.otherConsumerUnit).not.toBe('');
      if (i.wholesaleUnit === 13) expect(i.otherWholesaleUnit).not.toBe('');
    }
  });

  it('has pickup at farms and markets, delivery and shipping', async () => {
    const rows = await db().select().from(distributions);
    expect(new Set(rows.map((d) => d.selectPickDel))).toEqual(new Set([1, 2, 3]));
    expect(rows.some((d) => d.selectPickDel === DistributionType.Pickup && d.marketId !== null)).toBe(true);
    expect(rows.some((d) => d.selectPickDel === DistributionType.Pickup && d.marketId === null)).toBe(true);
    const deliveries = rows.filter((d) => d.selectPickDel === DistributionType.Delivery);
    expect(deliveries.some((d) => d.flatFeeCents)).toBe(true);
    expect(deliveries.some((d) => d.deliveryFeeCentsPerMile && d.radiusMiles)).toBe(true);
    expect(new Set(deliveries.map((d) => d.deliveryFor))).toEqual(new Set([1, 2, 3, null]));
  });

  it('keeps some order windows open and others closed at every hour of the week', async () => {
    const rows = await db().select().from(distributions);
    const allFarms = await db().select().from(farms);
    for (let day = 0; day < 7; day++) {
      for (let hour = 0; hour < 24; hour++) {
        const open = rows.filter((d) => isWindowOpenAt(d.placeOrderOpen, d.placeOrderClose, day, hour * 60));
        expect(open.length, `day ${day} ${hour}:00`).toBeGreaterThan(0);
        expect(open.length, `day ${day} ${hour}:00`).toBeLessThan(rows.length);
        // Every farm takes orders on weekday daytimes.
        if (day >= 1 && day <= 5 && hour >= 9 && hour <= 17) {
          for (const f of allFarms) {
            expect(
              open.some((d) => d.farmId === f.id),
              `${f.farmName} day ${day} ${hour}:00`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('creates every demo account with its type and password', async () => {
    const expected: Record<string, Partial<typeof users.$inferSelect>> = {
      'customer@demo.local': { userType: 2, role: 'member' },
      'wholesale@demo.local': { userType: 3, consumerType: 3, invoiceStatus: 0 },
      'school@demo.local': { userType: 3, consumerType: 2 },
      'farmer@demo.local': { userType: 1 },
      'host@demo.local': { userType: 5 },
      'admin@demo.local': { userType: 2, role: 'admin' },
    };
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(Object.keys(expected).sort());
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db().select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toMatchObject(expected[account.email]!);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const [farmer] = await db().select().from(users).where(eq(users.email, 'farmer@demo.local'));
    expect(await db().select().from(farms).where(eq(farms.userId, farmer!.id))).toHaveLength(1);
  });

  it("serves the customer's saved address by a delivery", async () => {
    const [customer] = await db().select().from(users).where(eq(users.email, 'customer@demo.local'));
    const [address] = await db().select().from(addresses).where(eq(addresses.userId, customer!.id));
    const served = await db()
      .select()
      .from(distributions)
      .where(
        sql`${distributions.selectPickDel} = 2 and ${address!.postalCode} = any(${distributions.deliveryPostalCodes})`,
      );
    expect(served.length).toBeGreaterThan(0);
  });

  it('points every picture at a stored WebP file', async () => {
    const urls = [
      ...(await db().select().from(farms)).flatMap((f) => [f.farmLogo, f.coverImage]),
      ...(await db().select().from(farmMedia)).flatMap((m) => [m.url, m.thumbUrl]),
      ...(await db().select().from(inventory)).map((i) => i.image),
      ...(await db().select().from(markets)).flatMap((m) => [m.marketImage, m.marketIcon]),
      ...(await db().select().from(recipes)).map((r) => r.image),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/[\w-]+\.webp$/);
      const file = path.join(t.uploadsDir, url!.replace(/^\/uploads\//, ''));
      expect((await stat(file)).size).toBeGreaterThan(500);
      const handle = await open(file);
      const header = Buffer.alloc(12);
      await handle.read(header, 0, 12, 0);
      await handle.close();
      expect(header.toString('latin1', 0, 4) + header.toString('latin1', 8, 12)).toBe('RIFFWEBP');
    }
  });

  it('has 6+ recipes with simple HTML', async () => {
    const rows = await db().select().from(recipes);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const r of rows) {
      const tags = new Set([...r.description.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(['p', 'ul', 'ol', 'li', 'h3', 'strong']).toContain(tag);
    }
  });

  it('resets and reloads everything, identities from 1', async () => {
    const summary = await resetAndSeed(db(), diskStorage(t.uploadsDir));
    const rows = await db().select().from(farms);
    expect(rows).toHaveLength(summary.farms);
    expect(Math.min(...rows.map((f) => f.id))).toBe(1);
    expect(await db().select().from(inventory)).toHaveLength(summary.inventory);
    expect(await db().select().from(users)).toHaveLength(summary.users);
    // The lexemes search reads at a zip (migration 0040) are the reloaded items' own, not the old ones'.
    const lexemes = async (from: ReturnType<typeof sql>) =>
      (await rowsOf<{ n: number }>(db().execute(sql`select count(*)::int as n from ${from}`)))[0]!.n;
    expect(await lexemes(sql`item_lexemes`)).toBe(
      await lexemes(sql`inventory, unnest(tsvector_to_array(search_tsv))`),
    );
  });
});
