/**
 * Factories with overrides, shared by the tests and the demo seed (epic-stack's db-utils):
 * `await createFarm(db, { state: 'NJ' })` inserts a farm, with its farmer, and returns the row.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { DistributionType, type WindowPoint } from '@lfm/core';
import { hashPassword } from '../lib/passwords';
import type { Db, Tx } from './client';
import { distributions, farms, inventory, markets, recipes, users } from './schema';

type Executor = Db | Tx;
type Overrides<T> = Partial<T>;

export const DEFAULT_PASSWORD = 'demo1234';

// ---------------------------------------------------------------- helpers

/** The centroid of a US zip code (offline data of the `zipcodes` package), or undefined. */
export const zipCentroid = (zip: string) => zipcodes.lookup(zip);

let sequence = 0;
/** Unique within a process and across test files sharing a PostgreSQL server. */
const unique = () => `${(++sequence).toString(36)}${randomBytes(3).toString('hex')}`;

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('Insert returned no row');
  return row;
}

// argon2 is deliberately slow; tests and the seed create many users with the same password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A real town per state, so `createFarm(db, { state: 'NJ' })` gets a coherent address. */
const TOWNS: Record<string, { city: string; postalCode: string }> = {
  NY: { city: 'Hudson', postalCode: '12534' },
  NJ: { city: 'Hopewell', postalCode: '08525' },
  PA: { city: 'Kutztown', postalCode: '19530' },
  CT: { city: 'Litchfield', postalCode: '06759' },
  VT: { city: 'Middlebury', postalCode: '05753' },
  MA: { city: 'Hadley', postalCode: '01035' },
};

type AddressFields = {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  latitude?: number | null;
  longitude?: number | null;
};

/** Fills what is missing: the state from the zip, a town from the state, coordinates from the zip. */
function address(o: AddressFields, line1: string) {
  const given = o.postalCode ? zipCentroid(o.postalCode) : undefined;
  const state = o.state ?? given?.state ?? 'NY';
  const town = TOWNS[state];
  const postalCode = o.postalCode ?? town?.postalCode ?? '';
  const centroid = given ?? zipCentroid(postalCode);
  return {
    addressLine1: o.addressLine1 ?? line1,
    addressLine2: o.addressLine2 ?? '',
    city: o.city ?? centroid?.city ?? town?.city ?? '',
    state,
    postalCode,
    latitude: o.latitude !== undefined ? o.latitude : (centroid?.latitude ?? null),
    longitude: o.longitude !== undefined ? o.longitude : (centroid?.longitude ?? null),
  };
}

export const windowPoint = (day: number, time: string, meridiem: 'AM' | 'PM'): WindowPoint => ({
  day,
  time,
  meridiem,
});

// ---------------------------------------------------------------- factories

export type UserOverrides = Overrides<Omit<typeof users.$inferInsert, 'passwordHash'>> & {
  password?: string;
  passwordHash?: string;
};

/** A user (default: a customer, type 2) whose password is `password` or DEFAULT_PASSWORD. */
export async function createUser(db: Executor, overrides: UserOverrides = {}) {
  const { password = DEFAULT_PASSWORD, passwordHash, ...rest } = overrides;
  const id = unique();
  return first(
    await db
      .insert(users)
      .values({
        email: `user-${id}@example.test`,
        firstName: 'Sam',
        lastName: `Rivera ${id}`,
        phone: '5185550100',
        userType: 2,
        passwordHash: passwordHash ?? (await hashOnce(password)),
        ...rest,
      })
      .returning(),
  );
}

/** A listed farm, owned by a new farmer (type 1) unless `userId` is given. */
export async function createFarm(db: Executor, overrides: Overrides<typeof farms.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await createUser(db, { userType: 1, firstName: 'Jo' })).id;
  const name = overrides.farmName ?? `Meadowbrook Farm ${unique()}`;
  return first(
    await db
      .insert(farms)
      .values({
        farmName: name,
        shortInfo: 'Vegetables and eggs from a family farm.',
        infoAboutFarm: 'A small diversified farm growing vegetables on ten acres.',
        infoAboutFarmer: 'Jo has farmed here for twelve years.',
        ...overrides,
        ...address(overrides, '12 Orchard Rd'),
        userId,
      })
      .returning(),
  );
}

/** A shown market (status 0) with a Saturday pick-up. */
export async function createMarket(db: Executor, overrides: Overrides<typeof markets.$inferInsert> = {}) {
  return first(
    await db
      .insert(markets)
      .values({
        marketName: `Town Green Market ${unique()}`,
        description: 'A weekly market on the town green.',
        marketOrderWindow: 'Order Sun 8:00 AM – Thu 11:59 PM',
        marketPickupWindows: ['Saturday 9:00 AM – 1:00 PM'],
        status: 0,
        ...overrides,
        ...address(overrides, '1 Main St'),
      })
      .returning(),
  );
}

async function farmOwner(db: Executor, farmId: number) {
  const [farm] = await db.select().from(farms).where(eq(farms.id, farmId));
  if (!farm) throw new Error(`No farm ${farmId}`);
  return farm;
}

/** A listed item (carrots by the bunch, pickup and delivery) of a new farm unless `farmId` is given. */
export async function createInventoryItem(
  db: Executor,
  overrides: Overrides<typeof inventory.$inferInsert> = {},
) {
  const farm = overrides.farmId ? await farmOwner(db, overrides.farmId) : await createFarm(db);
  return first(
    await db
      .insert(inventory)
      .values({
        itemName: 'Carrots',
        variety: 'Nantes',
        description: 'Sweet, crunchy carrots pulled this week.',
        inventoryType: 1,
        distributionTypes: [DistributionType.Pickup, DistributionType.Delivery],
        status: 1,
        consumerPriceCents: 400,
        wholesalePriceCents: 300,
        consumerUnit: 3,
        wholesaleUnit: 3,
        maximumConsumerQuantity: 50,
        maximumWholesaleQuantity: 100,
        ...overrides,
        farmId: farm.id,
        userId: overrides.userId ?? farm.userId,
      })
      .returning(),
  );
}

/**
 * A distribution of a new farm unless `farmId` is given. Default: pickup at the farm, Saturday
 * morning, taking orders Sunday 6:00 AM to Saturday 6:00 AM. A market pickup takes the market's
 * address; a farm pickup the farm's.
 */
export async function createDistribution(
  db: Executor,
  overrides: Overrides<typeof distributions.$inferInsert> = {},
) {
  const farm = overrides.farmId ? await farmOwner(db, overrides.farmId) : await createFarm(db);
  const selectPickDel = overrides.selectPickDel ?? DistributionType.Pickup;
  let place: AddressFields = farm;
  if (overrides.marketId) {
    const [market] = await db.select().from(markets).where(eq(markets.id, overrides.marketId));
    if (!market) throw new Error(`No market ${overrides.marketId}`);
    place = market;
  }
  const hasAddress = overrides.addressLine1 !== undefined || overrides.postalCode !== undefined;
  return first(
    await db
      .insert(distributions)
      .values({
        selectPickDel,
        pickups:
          selectPickDel === DistributionType.Pickup
            ? [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }]
            : [],
        deliveries:
          selectPickDel === DistributionType.Delivery
            ? [{ day: 4, time: '2:00 PM - 6:00 PM', feeCents: 500 }]
            : [],
        deliveryPostalCodes: selectPickDel === DistributionType.Pickup ? [] : [farm.postalCode],
        placeOrderOpen: windowPoint(0, '6:00', 'AM'),
        placeOrderClose: windowPoint(6, '6:00', 'AM'),
        ...overrides,
        ...(hasAddress ? address(overrides, '') : address(place, place.addressLine1 ?? '')),
        farmId: farm.id,
        userId: overrides.userId ?? farm.userId,
      })
      .returning(),
  );
}

export async function createRecipe(db: Executor, overrides: Overrides<typeof recipes.$inferInsert> = {}) {
  return first(
    await db
      .insert(recipes)
      .values({
        recipesName: `Roasted Roots ${unique()}`,
        description: '<p>Toss the roots with oil and salt, then roast until golden.</p>',
        ...overrides,
      })
      .returning(),
  );
}
