/** Inserts the demo data through the factories, inside the caller's transaction. */
import { DistributionType, formatWindow, weekdayName, type WindowPoint } from '@lfm/core';
import type { Tx } from '../client';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  createRecipe,
  createUser,
  zipCentroid,
} from '../factories';
import { eq, sql } from 'drizzle-orm';
import { addresses, farmMedia, markets as marketsTable, users, type PickupSlot } from '../schema';
import { DEMO_PASSWORD, DEMO_USERS } from './data/accounts';
import { DISTRIBUTIONS } from './data/distributions';
import { FARMS } from './data/farms';
import { MARKETS } from './data/markets';
import { CUSTOM_UNIT, PRODUCTS } from './data/products';
import { RECIPES } from './data/recipes';
import type { DemoPictures } from './demo-pictures';

export interface SeedSummary {
  users: number;
  farms: number;
  markets: number;
  inventory: number;
  distributions: number;
  recipes: number;
  pictures: number;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const point = (p: WindowPoint) => `${DAYS[p.day]} ${p.time} ${p.meridiem}`;
const pickupText = (slots: PickupSlot[]) =>
  slots.flatMap((s) => s.time.map((t) => `${DAY_NAMES[s.day]} ${t.startTime} – ${t.endTime}`));

/** Coordinates of a real zip; the demo data must not point at a zip the offline data lacks. */
function located(postalCode: string) {
  const centroid = zipCentroid(postalCode);
  if (!centroid) throw new Error(`Seed data uses unknown zip code ${postalCode}`);
  return { postalCode, latitude: centroid.latitude, longitude: centroid.longitude };
}

/** Units are stored as a code; a custom unit is code 13 with its text (SPEC 9). */
const unit = (u: number | string) =>
  typeof u === 'number' ? { code: u, other: '' } : { code: CUSTOM_UNIT, other: u };

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${what} '${String(key)}'`);
  return value;
}

export async function insertDemoData(tx: Tx, pictures: DemoPictures): Promise<SeedSummary> {
  // Newest first in lists that sort by creation: the first entry of each data file comes first.
  const start = Date.now();
  const createdAt = (i: number) => new Date(start - i * 60_000);
  const password = DEMO_PASSWORD;

  const farms = new Map<string, { id: number }>();
  for (const [i, f] of FARMS.entries()) {
    const owner = await createUser(tx, {
      ...f.farmer,
      password,
      userType: 1,
      certifiedOrganic: f.certifiedOrganic,
      nofa: f.nofa,
    });
    const pics = must(pictures.farms, f.key, 'farm');
    const farm = await createFarm(tx, {
      userId: owner.id,
      farmName: f.farmName,
      shortInfo: f.shortInfo,
      infoAboutFarm: f.infoAboutFarm,
      infoAboutFarmer: f.infoAboutFarmer,
      addressLine1: f.addressLine1,
      city: f.city,
      state: f.state,
      ...located(f.postalCode),
      certifiedOrganic: f.certifiedOrganic,
      nofa: f.nofa,
      brandColor: f.brandColor,
      farmLogo: pics.logo,
      coverImage: pics.cover,
      createdAt: createdAt(i),
    });
    await tx.insert(farmMedia).values(pics.media.map((m, position) => ({ farmId: farm.id, position, ...m })));
    farms.set(f.key, farm);
  }

  const markets = new Map<string, { id: number; window: { open: WindowPoint; close: WindowPoint } }>();
  const marketPickups = new Map<string, PickupSlot[]>();
  for (const [i, m] of MARKETS.entries()) {
    const pics = must(pictures.markets, m.key, 'market');
    const market = await createMarket(tx, {
      marketName: m.marketName,
      description: m.description,
      addressLine1: m.addressLine1,
      city: m.city,
      state: m.state,
      ...located(m.postalCode),
      marketOrderWindow: `Order ${point(m.open)} – ${point(m.close)}`,
      marketPickupWindows: pickupText(m.pickups),
      // What an admin may write for Spanish readers (issue 32.4), from the same times.
      descriptionEs: m.descriptionEs,
      marketOrderWindowEs: `Pedidos: ${formatWindow(m.open, m.close, 'es')}`,
      marketPickupWindowsEs: m.pickups.flatMap((s) =>
        s.time.map((t) => `${weekdayName(s.day, 'es')} ${t.startTime} – ${t.endTime}`),
      ),
      marketBackgroundColor: m.marketBackgroundColor,
      marketImage: pics.image,
      marketIcon: pics.icon,
      status: 0,
      createdAt: createdAt(i),
    });
    markets.set(m.key, { id: market.id, window: { open: m.open, close: m.close } });
    marketPickups.set(m.key, m.pickups);
  }

  for (const [i, p] of PRODUCTS.entries()) {
    const consumer = unit(p.consumer[1]);
    const wholesale = unit(p.wholesale[1]);
    await createInventoryItem(tx, {
      farmId: must(farms, p.farm, 'farm').id,
      itemName: p.name,
      otherItemName: p.otherName ?? '',
      variety: p.variety,
      description: p.description,
      image: pictures.products[i],
      inventoryType: p.category,
      distributionTypes: p.dist,
      status: p.outOfStock ? 0 : 1,
      consumerPriceCents: p.consumer[0],
      consumerUnit: consumer.code,
      otherConsumerUnit: consumer.other,
      wholesalePriceCents: p.wholesale[0],
      wholesaleUnit: wholesale.code,
      otherWholesaleUnit: wholesale.other,
      maximumConsumerQuantity: p.outOfStock ? 0 : p.max[0],
      maximumWholesaleQuantity: p.outOfStock ? 0 : p.max[1],
      subscriptionInterval: p.every?.[0] ?? null,
      subscriptionIntervalCount: p.every?.[1] ?? 0,
      createdAt: createdAt(i),
    });
  }

  for (const d of DISTRIBUTIONS) {
    const farmId = must(farms, d.farm, 'farm').id;
    if (d.kind === 'farm-pickup') {
      await createDistribution(tx, {
        farmId,
        selectPickDel: DistributionType.Pickup,
        pickups: d.pickups,
        placeOrderOpen: d.window.open,
        placeOrderClose: d.window.close,
      });
    } else if (d.kind === 'market-pickup') {
      const market = must(markets, d.market, 'market');
      await createDistribution(tx, {
        farmId,
        marketId: market.id,
        selectPickDel: DistributionType.Pickup,
        pickups: must(marketPickups, d.market, 'market'),
        placeOrderOpen: market.window.open,
        placeOrderClose: market.window.close,
      });
    } else {
      d.zips.forEach(located);
      await createDistribution(tx, {
        farmId,
        selectPickDel: d.kind === 'delivery' ? DistributionType.Delivery : DistributionType.Shipping,
        deliveryFor: d.kind === 'delivery' ? d.deliveryFor : null,
        deliveryPostalCodes: d.zips,
        deliveries: d.kind === 'delivery' ? d.deliveries : [],
        pickups: [],
        flatFeeCents: d.flatFeeCents ?? null,
        deliveryFeeCentsPerMile: d.kind === 'delivery' ? (d.perMileCents ?? null) : null,
        radiusMiles: d.kind === 'delivery' ? (d.radiusMiles ?? null) : null,
        deliveryZones: d.kind === 'delivery' ? (d.zones ?? []) : [],
        freeDeliveryOverCents: d.kind === 'delivery' ? (d.freeOverCents ?? null) : null,
        placeOrderOpen: d.window.open,
        placeOrderClose: d.window.close,
      });
    }
  }

  for (const [i, r] of RECIPES.entries()) {
    await createRecipe(tx, {
      recipesName: r.recipesName,
      ingredients: r.ingredients,
      description: r.description,
      image: pictures.recipes[i],
      createdAt: createdAt(i),
    });
  }

  for (const u of DEMO_USERS) {
    // An account made before the demo data (the configured first admin) is kept as it is, password and all.
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${u.email.toLowerCase()}`);
    if (existing) continue;
    const user = await createUser(tx, {
      email: u.email,
      password,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      userType: u.userType,
      consumerType: u.consumerType ?? null,
      role: u.role ?? 'member',
      invoiceStatus: u.invoiceStatus ?? null,
    });
    if (u.address) {
      await tx.insert(addresses).values({ userId: user.id, ...u.address, ...located(u.address.postalCode) });
    }
    // The demo pick-up host hands out orders at the first market.
    if (u.userType === 5) {
      const first = markets.get(MARKETS[0]!.key);
      if (first)
        await tx.update(marketsTable).set({ hostUserId: user.id }).where(eq(marketsTable.id, first.id));
    }
  }

  return {
    users: FARMS.length + DEMO_USERS.length,
    farms: FARMS.length,
    markets: MARKETS.length,
    inventory: PRODUCTS.length,
    distributions: DISTRIBUTIONS.length,
    recipes: RECIPES.length,
    pictures: pictures.count,
  };
}
