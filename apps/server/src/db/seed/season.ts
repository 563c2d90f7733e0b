/**
 * A season behind the demo (issue 33.1): twelve weeks of orders and this week's, bought through the
 * app's own services (cart, the checkout workflow with the built-in card processor, cancellation,
 * the farmer's and the host's status changes, subscription renewals) with the clock moved to each
 * moment, never rows written around them. The same season every time: a seeded generator picks the
 * buyers, moments, farms and items, and the moments are counted back from the app's `now`.
 */
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  DistributionType,
  deliveryOfferedTo,
  handOverDate,
  isShippable,
  isTestProduct,
  isWholesaleBuyer,
  isWindowOpen,
  marketDay,
  type BillingInput,
} from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import { fixedClock } from '../../adapters/clock';
import { dropQueued } from '../../jobs/queue';
import type { Mailer } from '../../adapters/mailer';
import { localPayments } from '../../adapters/payments/local';
import { addToCart, updateCourier, updateDeliveryInfo } from '../../modules/cart/writes';
import { cancelOrder } from '../../modules/checkout';
import { placeOrder } from '../../modules/checkout/service';
import { setHarvestStatus } from '../../modules/farmer-portal/orders';
import { markPickedUp } from '../../modules/host-portal/service';
import { returnStock } from '../../modules/inventory';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS, setOrderPayment } from '../../modules/orders';
import { addCard, tokenizeCard } from '../../modules/payments/service';
import { renewDueSubscriptions } from '../../modules/subscriptions/renewals';
import { createUser } from '../factories';
import {
  distributions,
  farms,
  inventory,
  markets,
  orderGroups,
  orderLines,
  orders,
  subscriptions,
  users,
  type AddressValue,
} from '../schema';
import { DEMO_PASSWORD, DEMO_USERS } from './data/accounts';
import { ORDERS_PER_WEEK, SEASON_BUYERS, SEASON_SUBSCRIPTIONS, SEASON_WEEKS } from './data/season';

export interface SeasonSummary {
  orders: number;
  cancelled: number;
  invoices: number;
  subscriptions: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const VISA = '4242424242424242';
/** Invoices older than this were paid by the buyer; newer ones still wait. */
const INVOICES_PAID_AFTER = 3 * WEEK;
const CANCEL_RATE = 0.07;
const OUT_OF_STOCK_RATE = 0.04;
/** Mail the seeded history would have sent (receipts, invoices, status changes): not sent at seed time. */
const SEASON_MAIL_JOBS = ['email.receipt', 'email.cancelled', 'email.group-status', 'email.renewal-problem'];

/** mulberry32: a small seeded generator, so the season is the same on every fresh start. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  /** One of `list`, each as likely as its weight. */
  const weighted = <T>(list: readonly T[], weight: (t: T) => number): T => {
    const total = list.reduce((s, t) => s + weight(t), 0);
    let r = next() * total;
    for (const t of list) if ((r -= weight(t)) < 0) return t;
    return list[list.length - 1]!;
  };
  return { next, int, pick, weighted };
}

interface Buyer {
  user: AuthUser;
  address: AddressValue;
  cardId: string;
  invoice: boolean;
  /** How likely this buyer orders in a given week. */
  weekly: number;
}

type Distribution = typeof distributions.$inferSelect;
type Kind = keyof typeof DistributionType;
const kindOf = (type: number) =>
  (Object.keys(DistributionType) as Kind[]).find((k) => DistributionType[k] === type)!;
/** One checkout of the season: `only` a subscription's item; `kept` never cancelled. */
interface Plan {
  buyer: Buyer;
  d: Distribution;
  at: Date;
  only?: string;
  kept?: boolean;
}

/** The day of the week a distribution hands over on (its first pickup or delivery slot). */
const handOverDay = (d: Distribution) => d.pickups[0]?.day ?? d.deliveries[0]?.day ?? null;

/** Noon (New York) of a local date, give or take the hour DST moves it. */
const noonOf = (isoDate: string) => new Date(`${isoDate}T16:00:00Z`);

/**
 * Places the season's orders. `app` is the running app's dependencies: the season uses its database
 * and geocoder, with its own clock, a built-in card processor on that clock, and a mailer that keeps
 * the history's mail unsent.
 */
export async function seedSeason(app: AppDeps): Promise<SeasonSummary> {
  const now = app.clock.now();
  const clock = fixedClock(now);
  const quiet: Mailer = { send: async () => {} };
  const { db } = app.database;
  const deps = {
    ...app,
    clock,
    mailer: quiet,
    payments: localPayments({ db, mailer: quiet, clock }),
  };
  const rng = generator(33);
  const today = marketDay(now);

  // Buyers: the demo's three, then the neighbours; each with a saved Visa and a delivery address.
  clock.set(new Date(now.getTime() - (SEASON_WEEKS + 1) * WEEK));
  for (const b of SEASON_BUYERS) await createUser(db, { ...b, password: DEMO_PASSWORD });
  const buyerSeeds = [...DEMO_USERS.filter((u) => u.userType === 2 || u.userType === 3), ...SEASON_BUYERS];
  const buyers: Buyer[] = [];
  for (const seed of buyerSeeds) {
    if (!seed.address || seed.role === 'admin') continue;
    const [row] = await db.select().from(users).where(eq(users.email, seed.email));
    if (!row) continue;
    const user: AuthUser = {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      userType: row.userType,
      consumerType: row.consumerType,
      role: row.role,
      language: row.language,
      sessionId: 0,
    };
    const name = `${user.firstName} ${user.lastName}`;
    const address = {
      ...seed.address,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: seed.phone,
    };
    const token = await tokenizeCard(deps, user, {
      number: VISA,
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      cvc: '123',
      name,
    });
    const { card } = await addCard(deps, user, token.id);
    await updateDeliveryInfo(deps, user, address);
    const invoice = row.invoiceStatus === 0 && isWholesaleBuyer(row.userType);
    const demo = DEMO_USERS.includes(seed as (typeof DEMO_USERS)[number]);
    buyers.push({ user, address, cardId: card.id, invoice, weekly: demo ? 0.8 : 0.45 });
  }

  const dists = await db.select().from(distributions).where(eq(distributions.status, 1));
  const farmOwner = new Map(
    (await db.select({ id: farms.id, userId: farms.userId }).from(farms)).map((f) => [f.id, f.userId]),
  );
  const hostOf = new Map(
    (
      await db
        .select({ id: markets.id, host: markets.hostUserId })
        .from(markets)
        .where(isNotNull(markets.hostUserId))
    ).map((m) => [m.id, m.host!]),
  );
  // The demo farmer's farm and the host's market see the most trade: their portals are shown first.
  const demoFarmId = Math.min(...farmOwner.keys());
  const items = async (farmId: number) =>
    db
      .select()
      .from(inventory)
      .where(and(eq(inventory.farmId, farmId), eq(inventory.status, 1)));

  /** Distributions a buyer can use at `at` (window open; delivery and shipping to their zip). */
  const usable = (buyer: Buyer, at: Date) =>
    dists.filter((d) => {
      if (!isWindowOpen(d, at)) return false;
      if (d.selectPickDel === DistributionType.Pickup) return true;
      if (!d.deliveryPostalCodes.includes(buyer.address.postalCode)) return false;
      return (
        d.selectPickDel === DistributionType.Shipping || deliveryOfferedTo(d.deliveryFor, buyer.user.userType)
      );
    });
  const weight = (d: Distribution) =>
    (d.farmId === demoFarmId ? 3 : 1) * (d.marketId != null && hostOf.has(d.marketId) ? 2 : 1);

  /** Whether an order placed at `at` is for the day the window open now hands over on. */
  const forThisWindow = (d: Distribution, at: Date) => {
    const day = handOverDay(d);
    if (day == null || !isWindowOpen(d, now)) return false;
    const next = handOverDate(now, day, d.placeOrderClose, d.timeZone);
    return next >= today && handOverDate(at, day, d.placeOrderClose, d.timeZone) === next;
  };
  /**
   * This week's work, whatever the draw: the demo farm's next pickup day and next delivery day each get
   * an order placed in the window open now (when one is), so its pick list and packing sheet, and the
   * host's hand-out list, have lines to show.
   */
  const thisWindowsDays = (planned: Plan[]): Plan[] =>
    ([1, 2] as const).flatMap((kind) => {
      const ours = (d: Distribution, at: Date) =>
        d.farmId === demoFarmId && d.selectPickDel === kind && forThisWindow(d, at);
      if (planned.some((p) => ours(p.d, p.at))) return [];
      for (let tries = 0; tries < 200; tries++) {
        const buyer = rng.weighted(buyers, (b) => b.weekly);
        const at = new Date(
          now.getTime() - HOUR - Math.floor((rng.next() * 3 * DAY) / (10 * MINUTE)) * 10 * MINUTE,
        );
        const d = usable(buyer, at).find((x) => ours(x, at));
        if (d) return [{ buyer, d, at, kept: true }];
      }
      return [];
    });

  const summary: SeasonSummary = { orders: 0, cancelled: 0, invoices: 0, subscriptions: 0 };
  let seq = 0;
  let lastRenewals = 0;

  /** One checkout: the items in the cart, the distribution chosen, paid by card or invoice. */
  async function buy(buyer: Buyer, d: Distribution, at: Date, only?: string) {
    clock.set(at);
    // Renewals fall due as the weeks go by; the scheduler would have run them (here, once a day).
    if (at.getTime() - lastRenewals >= DAY) {
      lastRenewals = at.getTime();
      await renewDueSubscriptions(deps);
    }
    const wholesale = isWholesaleBuyer(buyer.user.userType);
    const kind = kindOf(d.selectPickDel);
    const stock = (i: typeof inventory.$inferSelect) =>
      wholesale ? i.maximumWholesaleQuantity : i.maximumConsumerQuantity;
    const offered = (await items(d.farmId)).filter(
      (i) =>
        i.published &&
        !isTestProduct(i.itemName) &&
        stock(i) > 0 &&
        (only ? i.itemName === only : !i.subscriptionInterval) &&
        (kind === 'Shipping'
          ? isShippable(i.distributionTypes)
          : i.distributionTypes.includes(d.selectPickDel) && !isShippable(i.distributionTypes)),
    );
    if (offered.length === 0) return null;
    const chosen = new Set<(typeof offered)[number]>();
    const count = only ? 1 : 1 + rng.int(Math.min(3, offered.length));
    while (chosen.size < count) chosen.add(rng.pick(offered));
    for (const item of chosen) {
      const quantity = Math.min(stock(item), 1 + rng.int(wholesale ? 4 : 2));
      await addToCart(deps, buyer.user, { productId: item.id, productQuantity: quantity });
    }
    if (kind !== 'Shipping')
      await updateCourier(deps, buyer.user, {
        farmId: d.farmId,
        courierType: kind,
        distributionId: d.id,
        marketId: d.marketId ?? undefined,
      });
    const method = buyer.invoice && rng.next() < 0.8 ? 'invoice' : 'card';
    const answer = await placeOrder(
      deps,
      buyer.user,
      {
        ...billingOf(buyer),
        idempotencyKey: `season-${++seq}`,
        cardId: method === 'card' ? buyer.cardId : undefined,
      },
      method,
    );
    // The season's Visa never asks for the bank's challenge (3-D Secure): every checkout is placed.
    if (!('order' in answer)) throw new Error(`Season checkout ${seq} asked for a payment action.`);
    const { order } = answer;
    summary.orders++;
    if (method === 'invoice') summary.invoices++;
    return order._id;
  }

  for (let w = SEASON_WEEKS; w >= 0; w--) {
    const from = now.getTime() - (w + 1) * WEEK;
    // The season grows: fewer orders in its first weeks.
    const n = Math.round(ORDERS_PER_WEEK * (0.6 + (0.6 * (SEASON_WEEKS - w)) / SEASON_WEEKS));
    const plans: Plan[] = [];
    for (const s of SEASON_SUBSCRIPTIONS.filter((x) => x.weeksAgo === w)) {
      const buyer = buyers.find((b) => b.user.email === s.buyer)!;
      const [item] = await db.select().from(inventory).where(eq(inventory.itemName, s.product));
      // The first hour of the week a pickup of the item's farm takes orders.
      for (
        let at = new Date(from + 9 * HOUR);
        at.getTime() < from + WEEK;
        at = new Date(at.getTime() + HOUR)
      ) {
        const d = usable(buyer, at).find(
          (x) => x.farmId === item!.farmId && x.selectPickDel === DistributionType.Pickup,
        );
        if (d) {
          plans.push({ buyer, d, at, only: s.product });
          break;
        }
      }
    }
    for (let tries = 0; plans.length < n && tries < n * 4; tries++) {
      const buyer = rng.weighted(buyers, (b) => b.weekly);
      // This week's orders fall in the last three days, for pickups and deliveries still to come.
      const span = w === 0 ? 3 * DAY : WEEK;
      const start = w === 0 ? now.getTime() - span : from;
      const at = new Date(start + Math.floor((rng.next() * (span - HOUR)) / (10 * MINUTE)) * 10 * MINUTE);
      const options = usable(buyer, at).filter(
        (d) =>
          w > 0 ||
          d.selectPickDel === DistributionType.Shipping ||
          handOverDate(at, handOverDay(d) ?? 0, d.placeOrderClose, d.timeZone) >= today,
      );
      if (options.length > 0) plans.push({ buyer, d: rng.weighted(options, weight), at });
    }
    if (w === 0) plans.push(...thisWindowsDays(plans));
    plans.sort((a, b) => a.at.getTime() - b.at.getTime());

    const sold: { inventoryId: number; quantity: number; wholesale: boolean }[] = [];
    for (const plan of plans) {
      const orderId = await buy(plan.buyer, plan.d, plan.at, plan.only);
      if (orderId == null) continue;
      if (plan.only) summary.subscriptions++;
      const later = new Date(plan.at.getTime() + 30 * MINUTE);
      if (!plan.only && !plan.kept && rng.next() < CANCEL_RATE && isWindowOpen(plan.d, later)) {
        clock.set(later);
        await cancelOrder(deps, plan.buyer.user, orderId, null);
        summary.cancelled++;
        continue;
      }
      const lines = await db
        .select({ inventoryId: orderLines.inventoryId, quantity: orderLines.quantity })
        .from(orderLines)
        .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
        .where(eq(orderGroups.orderId, orderId));
      const wholesale = isWholesaleBuyer(plan.buyer.user.userType);
      sold.push(...lines.map((l) => ({ ...l, wholesale })));
    }
    // The farms restock for the next week (not after this week's orders: they are still to come).
    if (w > 0)
      await db.transaction(async (tx) => {
        for (const wholesale of [false, true])
          await returnStock(
            tx,
            sold.filter((s) => s.wholesale === wholesale),
            wholesale,
          );
      });
  }

  clock.set(now);
  await renewDueSubscriptions(deps);
  await handOver(deps, { now, today, rng, farmOwner, hostOf });

  // Invoices older than three weeks have been paid; the rest are open.
  const unpaid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'invoice'),
        eq(orders.status, ORDER_PENDING_STATUS),
        lt(orders.createdAt, new Date(now.getTime() - INVOICES_PAID_AFTER)),
      ),
    );
  for (const o of unpaid) await setOrderPayment(db, o.id, { status: ORDER_PAID_STATUS });

  await dropQueued(db, SEASON_MAIL_JOBS);
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'));
  summary.subscriptions = active?.n ?? 0;
  return summary;
}

const billingOf = ({ user, address }: Buyer): BillingInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  organization: isWholesaleBuyer(user.userType) ? `${user.lastName} & Co.` : '',
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  country: 'United States',
  phoneNumber: address.phoneNumber ?? '5555550100',
});

/**
 * What happened at the markets: each group handed over before today was harvested the day before and
 * fulfilled on the day (picked up at a hosted market by its host), a few came out of stock; today's and
 * tomorrow's are harvested already.
 */
async function handOver(
  deps: AppDeps & { clock: ReturnType<typeof fixedClock> },
  ctx: {
    now: Date;
    today: string;
    rng: ReturnType<typeof generator>;
    farmOwner: Map<number, number>;
    hostOf: Map<number, number>;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const groups = await db
    .select({
      id: orderGroups.id,
      farmId: orderGroups.farmId,
      marketId: orderGroups.marketId,
      courierType: orderGroups.courierType,
      day: orderGroups.day,
      placedAt: orders.createdAt,
      close: distributions.placeOrderClose,
      timeZone: distributions.timeZone,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .leftJoin(distributions, eq(distributions.id, orderGroups.distributionId))
    .where(inArray(orders.status, [ORDER_PAID_STATUS, ORDER_PENDING_STATUS]))
    .orderBy(asc(orders.createdAt), asc(orderGroups.id));
  const tomorrow = marketDay(new Date(ctx.now.getTime() + DAY));
  const recent = marketDay(new Date(ctx.now.getTime() - 2 * WEEK));
  for (const g of groups) {
    const date =
      g.day == null
        ? marketDay(new Date(g.placedAt.getTime() + 3 * DAY))
        : handOverDate(g.placedAt, g.day, g.close, g.timeZone ?? undefined);
    const farmer = ctx.farmOwner.get(g.farmId)!;
    const day = noonOf(date);
    if (date > tomorrow) continue;
    if (date >= ctx.today) {
      if (ctx.rng.next() < 0.6) {
        clock.set(new Date(Math.min(ctx.now.getTime() - HOUR, day.getTime() - DAY)));
        await setHarvestStatus(deps, farmer, g.id, 1);
      }
      continue;
    }
    clock.set(new Date(day.getTime() - DAY));
    if (ctx.rng.next() < OUT_OF_STOCK_RATE) {
      await setHarvestStatus(deps, farmer, g.id, 3);
      continue;
    }
    // Harvested the day before: the buyers of the last weeks were told (older ones go straight to
    // fulfilled, which keeps the seed quick; their buyers' pages show the same).
    if (date >= recent) await setHarvestStatus(deps, farmer, g.id, 1);
    clock.set(day);
    const host = g.marketId != null ? ctx.hostOf.get(g.marketId) : undefined;
    if (host && g.courierType === 'Pickup') await markPickedUp(deps, host, g.id);
    else await setHarvestStatus(deps, farmer, g.id, 2);
  }
}
