/**
 * The accounts and records the fuzz and authorization tests probe (issue 13.4, 13.5): two buyers
 * with an address, a card, a cart and an order each; a wholesale buyer and a school; two farmers
 * with a farm, a listed and an unlisted item and a distribution; a pick-up host with a market; an
 * admin. Records of A carry marker text, so an answer that leaks them to someone else is found.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CardDto, CustomerInfoDto } from '@lfm/core';
import { addresses, sessions, users } from '../../db/schema';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  createRecipe,
  createUser,
} from '../../db/factories';
import { createSession } from '../../modules/auth/sessions';
import { hashToken } from '../../lib/tokens';
import { okData } from '../catalog-helpers';
import { get, post } from '../helpers';
import { addCard, charge, fillCart, placed } from '../shop-helpers';
import type { TestContext } from '../test-app';

export const PRINCIPALS = [
  'signedOut',
  'buyerA',
  'buyerB',
  'wholesale',
  'school',
  'farmerA',
  'farmerB',
  'host',
  /** A host of another market: a host, but not of buyer A's market. */
  'hostB',
  'admin',
  /** A buyer whose account an admin disabled: every signed-in call answers 403 (errorCode 17). */
  'disabled',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Account = Exclude<Principal, 'signedOut'>;

/** Text only buyer A's records hold (name, address, billing); nobody else's answer may contain it. */
export const MARKER = { buyerA: 'Zanzibar-A-Private' } as const;
/** Farmer A's item names: public in the catalog, but in the farmer portal only A's own. */
export const FARMER_A_ITEM = 'Probe Kale A';

export interface BuyerRecords {
  addressId: number;
  cardId: string;
  orderId: number;
  groupId: number;
  productId: number;
  cartLineId: number;
}
export interface FarmerRecords {
  farmId: number;
  itemId: number;
  /** An item marked out of stock (status 0). */
  outOfStockItemId: number;
  distributionId: number;
}

export interface World {
  userIds: Record<Account, number>;
  tokens: Record<Account, string>;
  buyerA: BuyerRecords;
  buyerB: BuyerRecords;
  farmerA: FarmerRecords;
  farmerB: FarmerRecords;
  marketId: number;
  recipeId: number;
  /** A customer the admin may disable and enable (so the probes never lock out a principal). */
  bystanderId: number;
  /** Makes new sessions for every principal whose session ended (logout, disable) and re-enables them. */
  refreshSessions(): Promise<boolean>;
}

export async function buildWorld(t: TestContext): Promise<World> {
  const { db } = t.database;
  const host = await createUser(db, { userType: 5, firstName: 'Hana' });
  const market = await createMarket(db, { hostUserId: host.id });
  const farm = async (who: 'A' | 'B') => {
    const f = await createFarm(db, { farmName: `Probe Farm ${who}` });
    const distribution = await createDistribution(db, {
      farmId: f.id,
      ...(who === 'A' ? { marketId: market.id } : {}),
    });
    const item = await createInventoryItem(db, { farmId: f.id, itemName: `Probe Kale ${who}` });
    const outOfStock = await createInventoryItem(db, {
      farmId: f.id,
      itemName: `Probe Kale ${who} (out)`,
      status: 0,
    });
    return {
      userId: f.userId,
      records: {
        farmId: f.id,
        itemId: item.id,
        outOfStockItemId: outOfStock.id,
        distributionId: distribution.id,
      },
    };
  };
  const [fa, fb] = [await farm('A'), await farm('B')];
  const buyerA = await createUser(db, { firstName: 'Ada', lastName: MARKER.buyerA });
  const buyerB = await createUser(db, { firstName: 'Bo', lastName: 'Buyer B' });
  const wholesale = await createUser(db, { userType: 3, consumerType: 3, invoiceStatus: 0 });
  const school = await createUser(db, { userType: 3, consumerType: 2 });
  const admin = await createUser(db, { role: 'admin' });
  const hostB = await createUser(db, { userType: 5, firstName: 'Hugo' });
  await createMarket(db, { hostUserId: hostB.id });
  const disabled = await createUser(db, { firstName: 'Dee' });
  const bystander = await createUser(db);
  const recipe = await createRecipe(db);

  const userIds: Record<Account, number> = {
    buyerA: buyerA.id,
    buyerB: buyerB.id,
    wholesale: wholesale.id,
    school: school.id,
    farmerA: fa.userId,
    farmerB: fb.userId,
    host: host.id,
    hostB: hostB.id,
    admin: admin.id,
    disabled: disabled.id,
  };
  const session = (id: number) => createSession(t.app.deps, db, id, { ip: '127.0.0.1' });
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(userIds).map(async ([k, id]) => [k, await session(id)])),
  ) as Record<Account, string>;

  /** An order from `farmer`, a card kept, an address, and a line left in the cart. */
  const shop = async (who: 'buyerA' | 'buyerB', farmer: typeof fa): Promise<BuyerRecords> => {
    const token = tokens[who];
    const cardId = await addCard(t, token);
    await fillCart(t, token, farmer.records.itemId, farmer.records.farmId, 1);
    const { order } = placed(
      await charge(t, token, {
        stripeCardId: cardId,
        ...(who === 'buyerA' ? { addressLine2: MARKER.buyerA } : {}),
      }),
    );
    await fillCart(t, token, farmer.records.itemId, farmer.records.farmId, 2);
    const cart = okData<{ result: { buyList: { productList: { _id: number }[] }[] } }>(
      await get(t, '/api/addCart/getCart', token),
    ).result;
    okData(
      await post(
        t,
        '/api/user/addAddress',
        {
          addressLine1: who === 'buyerA' ? `1 ${MARKER.buyerA} Rd` : '2 Other Rd',
          city: 'Kingston',
          state: 'NY',
          postalCode: '12401',
        },
        token,
      ),
    );
    const [address] = await db.select().from(addresses).where(eq(addresses.userId, userIds[who]));
    return {
      addressId: address!.id,
      cardId,
      orderId: order._id,
      groupId: order.buyList[0]!._id,
      productId: farmer.records.itemId,
      cartLineId: cart.buyList[0]!.productList[0]!._id,
    };
  };
  const a = await shop('buyerA', fa);
  const b = await shop('buyerB', fb);
  // Disabled after its session was made, as an admin would (the session then answers 17).
  await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));

  const world: World = {
    userIds,
    tokens,
    buyerA: a,
    buyerB: b,
    farmerA: fa.records,
    farmerB: fb.records,
    marketId: market.id,
    recipeId: recipe.id,
    bystanderId: bystander.id,
    async refreshSessions() {
      const ids = Object.values(userIds).filter((id) => id !== disabled.id);
      const live = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(
              sessions.tokenHash,
              Object.entries(tokens)
                .filter(([k]) => k !== 'disabled')
                .map(([, token]) => hashToken(token)),
            ),
            isNull(sessions.revokedAt),
            isNull(users.disabledAt),
          ),
        );
      if (live.length === ids.length) return false;
      await db.update(users).set({ disabledAt: null }).where(inArray(users.id, ids));
      const alive = new Set(live.map((r) => r.userId));
      for (const [k, id] of Object.entries(userIds) as [Account, number][])
        if (k !== 'disabled' && !alive.has(id)) tokens[k] = await session(id);
      return true;
    },
  };
  return world;
}

/** The saved cards of a buyer (to check that nobody else removed or changed them). */
export const cardsOf = async (t: TestContext, token: string): Promise<CardDto[]> =>
  okData<{ result: CustomerInfoDto }>(await get(t, '/api/user/getCustomerInfo', token)).result.sources.data;
