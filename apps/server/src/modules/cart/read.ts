/**
 * The cart's read (issue 31): the buyer's cart as the page and checkout see it, priced and checked
 * against the farms' windows, slots and delivery areas (computeCart). Its writes are writes.ts.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  LINE_WINDOW_CLOSED,
  NO_LONGER_AVAILABLE,
  cartTotals,
  checkoutProblems,
  minimumAmountProblem,
  defaultAddressId,
  defaultTab,
  deliveryFee,
  deliveryOfferedTo,
  distanceMiles,
  isShippable,
  isTestProduct,
  isWindowOpen,
  itemDisplayName,
  priceFor,
  quantityProblem,
  shippingOnlyTo,
  type CartAddress,
  type CartDto,
  type CartFarmDto,
  type CartLineDto,
  type CheckoutFacts,
  type CourierType,
  type DeliveryOptionDto,
  type PickupOptionDto,
  type ShippedFarmDto,
  DistributionType,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { preparedQuery, type Db, type Tx } from '../../db/client';
import {
  addresses,
  cartFarms,
  cartLines,
  carts,
  distributionTypesSql,
  distributions,
  farms,
  inventory,
  markets,
  type AddressValue,
} from '../../db/schema';
import { activeDistribution, marketOfDistribution, toAddress } from '../catalog';
import { spanishField } from '../../lib/own-words';
import {} from '../users';
import { slotFullness } from '../slots';

type Exec = Db | Tx;
export interface CartUser {
  id: number;
  userType: number;
}
type DistributionRow = typeof distributions.$inferSelect;
type SlotFull = Awaited<ReturnType<typeof slotFullness>>;
type FarmRow = typeof farms.$inferSelect;

export const LISTED_FARM = 1;

const emptyCart = (): CartDto => ({
  _id: null,
  shipped: { productList: [], farms: [], shipTo: null, shippingFeesCents: 0, problem: null },
  buyList: [],
  deliveryInfo: null,
  totalBuyProduct: 0,
  lineCount: 0,
  subtotalCents: 0,
  deliveryFeesCents: 0,
  totalPayCents: 0,
  problems: [],
  canCheckout: false,
  defaultAddressId: null,
});

const located = (a: { latitude?: number | null; longitude?: number | null } | null | undefined) =>
  a?.latitude != null && a?.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null;

const publicAddress = (a: AddressValue | null | undefined): CartAddress | null => {
  if (!a) return null;
  const { latitude: _lat, longitude: _lng, ...rest } = a;
  return rest;
};

/** The fee of one delivery slot for an address and an order amount from this farm: the core's one rule. */
function slotFee(
  d: DistributionRow,
  slotFeeCents: number,
  to: AddressValue | null,
  farm: FarmRow,
  orderCents: number,
) {
  const from = located(d) ?? located(farm);
  const point = located(to);
  return deliveryFee(d, {
    postalCode: to?.postalCode ?? '',
    miles: from && point ? distanceMiles(from, point) : null,
    orderCents,
    slotFeeCents,
  });
}

const pickupOptionsOf = (
  ds: DistributionRow[],
  farm: FarmRow,
  marketNames: Map<number, string>,
  open: (d: DistributionRow) => boolean,
  full: SlotFull,
): PickupOptionDto[] =>
  ds
    .filter((d) => d.selectPickDel === DistributionType.Pickup)
    .flatMap((d) =>
      d.pickups.flatMap((slot) =>
        slot.time.map((t) => ({
          distributionId: d.id,
          marketId: d.marketId,
          locationName: (d.marketId && marketNames.get(d.marketId)) || farm.farmName,
          address: toAddress(d),
          day: slot.day,
          timeSlot: `${t.startTime} - ${t.endTime}`,
          isOpen: open(d),
          isFull: full(d.id, slot.day, `${t.startTime} - ${t.endTime}`),
        })),
      ),
    );

export function deliveryOptionsOf(
  ds: DistributionRow[],
  farm: FarmRow,
  userType: number,
  to: AddressValue | null,
  open: (d: DistributionRow) => boolean,
  full: SlotFull,
  orderCents: number,
) {
  const offered = ds.filter(
    (d) => d.selectPickDel === DistributionType.Delivery && deliveryOfferedTo(d.deliveryFor, userType),
  );
  const zip = to?.postalCode;
  const options: DeliveryOptionDto[] = offered
    .filter((d) => zip && d.deliveryPostalCodes.includes(zip))
    .flatMap((d) =>
      d.deliveries.map((slot) => {
        const fee = slotFee(d, slot.feeCents, to, farm, orderCents);
        return {
          distributionId: d.id,
          day: slot.day,
          timeSlot: slot.time,
          feeCents: fee.cents,
          feeKind: fee.kind,
          isOpen: open(d),
          isFull: full(d.id, slot.day, slot.time),
        };
      }),
    );
  const postalCodes = [...new Set(offered.flatMap((d) => d.deliveryPostalCodes))].sort();
  return { options, postalCodes };
}

/**
 * The buyer's cart as the Shopping cart page and the checkout see it (SPEC 2, 4): prices for the
 * buyer's role, availability, pickup and delivery options with fees for the saved address, order
 * windows at the clock's now, and every checkout problem in the spec's order. A handful of queries
 * whatever the cart holds. `exec` may be the checkout's transaction.
 */
export async function computeCart(
  deps: AppDeps,
  exec: Exec,
  user: CartUser,
): Promise<{ dto: CartDto; cartId: number | null }> {
  // Side by side: the distributions name the cart's farms and ship-to zip by the buyer, not by the lines read.
  const [loaded, distRows] = await Promise.all([
    loadCart(exec, user.id),
    cartDistributionsQuery(exec).execute({ userId: user.id }),
  ]);
  if (!loaded) return { dto: emptyCart(), cartId: null };
  const { cart, lines, farmRows, choices, saved } = loaded;
  const now = deps.clock.now();
  const farmIds = [...new Set(lines.map((l) => l.line.farmId))];
  const deliveryInfo = cart.deliveryInfo ?? null;
  const { liveDists, marketNames } = distributionsOf(distRows, farmIds);
  const farmById = new Map(farmRows.map((f) => [f.id, f]));
  const scene: CartScene = {
    user,
    farmById,
    choices,
    deliveryInfo,
    liveDists,
    marketNames,
    distsOf: (farmId) => liveDists.filter((d) => d.farmId === farmId),
    open: (d) => isWindowOpen(d, now),
    full: await slotFullness(exec, liveDists, now),
  };

  const all = lines.map((l) => toLine(user, farmById.get(l.line.farmId), l));
  const shipped = await shippedPart(exec, scene, all);
  const farmParts = farmIds.flatMap((farmId) => {
    const farmLines = all.filter((l) => l.farmId === farmId && !l.isShippable);
    return farmLines.length === 0 ? [] : [farmPart(scene, farmId, farmLines)];
  });
  return { cartId: cart.id, dto: cartDto(cart.id, scene, saved, all, shipped, farmParts) };
}

/** What the cart's steps read: the buyer, the cart's farms and their live distributions at the clock's now. */
interface CartScene {
  user: CartUser;
  farmById: Map<number, FarmRow>;
  choices: CartChoice[];
  /** Where the cart ships, and delivers unless a farm's choice names another address. */
  deliveryInfo: AddressValue | null;
  liveDists: DistributionRow[];
  marketNames: Map<number, string>;
  distsOf: (farmId: number) => DistributionRow[];
  open: (d: DistributionRow) => boolean;
  full: SlotFull;
}
type LoadedLine = { line: typeof cartLines.$inferSelect; item: typeof inventory.$inferSelect };

/**
 * The cart with its lines, their items and farms, the buyer's choices per farm and saved addresses, in one
 * round trip (a cart without lines: one row of nulls); null without a cart. Each round trip counts: on the
 * embedded PGlite a statement costs about a millisecond of this thread whatever it reads.
 */
const cartQuery = preparedQuery('cart_load', (exec, name) =>
  exec
    .select({
      cart: carts,
      line: cartLines,
      item: inventory,
      farm: farms,
      choices: choicesOf,
      saved: savedZipsOf,
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(inventory, eq(inventory.id, cartLines.inventoryId))
    .leftJoin(farms, eq(farms.id, cartLines.farmId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare(name),
);

async function loadCart(exec: Exec, userId: number) {
  const rows = await cartQuery(exec).execute({ userId });
  const first = rows[0];
  if (!first?.cart) return null;
  return {
    cart: first.cart,
    lines: rows.flatMap(({ line, item }): LoadedLine[] => (line && item ? [{ line, item }] : [])),
    farmRows: rows.flatMap(({ farm }) => (farm ? [farm] : [])),
    choices: first.choices,
    saved: first.saved,
  };
}

/**
 * The active distributions of the cart's farms (a pickup at a hidden market is no pickup) and the markets' names.
 * Only the farms of the lines read count: a line added by another request meanwhile waits for the next read.
 */
function distributionsOf(distRows: CartDistributionRow[], farmIds: number[]) {
  const inCart = new Set(farmIds);
  const rows = distRows.filter((r) => inCart.has(r.d.farmId));
  return {
    liveDists: rows.filter((r) => r.d.marketId == null || r.marketStatus === 0).map((r) => r.d),
    marketNames: new Map(
      rows.filter((r) => r.d.marketId != null).map((r) => [r.d.marketId!, r.marketName ?? '']),
    ),
  };
}

/**
 * The buyer's cart's farms' active distributions, whichever lines the cart holds, built once: it names the farms
 * and the ship-to zip through the buyer's cart, so it needs nothing read before it and goes beside cartQuery.
 */
const cartDistributionsQuery = preparedQuery('cart_distributions', (exec, name) =>
  exec
    .select({
      d: { ...getTableColumns(distributions), deliveryPostalCodes: zipsToKnow },
      marketName: marketOfDistribution<string>(markets.marketName),
      marketStatus: marketOfDistribution<number>(markets.status),
    })
    .from(distributions)
    .where(
      and(
        sql`${distributions.farmId} = any(array(SELECT DISTINCT l.farm_id FROM ${cartLines} l
          JOIN ${carts} c ON c.id = l.cart_id WHERE c.user_id = ${sql.placeholder('userId')}))`,
        activeDistribution,
      ),
    )
    .prepare(name),
);
type CartDistributionRow = Awaited<ReturnType<ReturnType<typeof cartDistributionsQuery>['execute']>>[number];

/** A line priced for the buyer, with its problem: gone from sale, or a quantity it cannot have. */
function toLine(user: CartUser, farm: FarmRow | undefined, { line, item }: LoadedLine): CartLineDto {
  const price = priceFor(item, user.userType);
  const listed = item.status === 1 && onSale(item) && farm?.status === LISTED_FARM;
  const problem = !listed ? NO_LONGER_AVAILABLE : quantityProblem(line.quantity, price.maxQuantity);
  return {
    _id: line.id,
    productId: item.id,
    farmId: line.farmId,
    productName: itemDisplayName(item),
    ...spanishField('productNameEs', item.itemNameEs),
    variety: item.variety,
    image: item.image,
    unit: price.unit,
    productQuantity: line.quantity,
    productPriceCents: price.priceCents,
    totalPriceCents: price.priceCents * line.quantity,
    distributionTypes: item.distributionTypes,
    isShippable: isShippable(item.distributionTypes),
    maxQuantity: price.maxQuantity,
    subscriptionInterval: item.subscriptionInterval,
    subscriptionIntervalCount: item.subscriptionIntervalCount,
    isAvailable: problem == null,
    problem,
  };
}

/**
 * Shipped Products: per farm, one shipping distribution serving the ship-to zip (an open one first) and its
 * fee; per line, what checkout checks. A line the buyer must act on says why, in the spec's words (the zips
 * its farm ships to, or a closed window); a line whose farm no longer ships is unavailable.
 */
async function shippedPart(exec: Exec, scene: CartScene, all: CartLineDto[]) {
  const { deliveryInfo, farmById, distsOf, open } = scene;
  const lines = all.filter((l) => l.isShippable);
  const shipZip = deliveryInfo?.postalCode;
  const shipsOf = (farmId: number) =>
    distsOf(farmId).filter((d) => d.selectPickDel === DistributionType.Shipping);
  const servesShipZip = (d: DistributionRow) => !!shipZip && d.deliveryPostalCodes.includes(shipZip);
  const farmsShipping: ShippedFarmDto[] = [...new Set(lines.map((l) => l.farmId))].map((farmId) => {
    const ships = shipsOf(farmId);
    const serving = ships.find((d) => servesShipZip(d) && open(d)) ?? ships.find(servesShipZip);
    return {
      farmId,
      farmName: farmById.get(farmId)?.farmName ?? '',
      distributionId: serving?.id ?? null,
      feeCents: serving?.flatFeeCents ?? 0,
    };
  });
  const facts = lines.map((l) => {
    const farm = farmById.get(l.farmId);
    const ships = shipsOf(l.farmId);
    const serving = ships.filter(servesShipZip);
    return {
      line: l,
      fact: {
        productName: l.productName,
        farmExists: farm?.status === LISTED_FARM && ships.length > 0,
        windowOpen: serving.some(open),
        zipServed: serving.length > 0,
      },
      ships,
    };
  });
  const notShippedTo = facts.filter(
    ({ line, fact }) => line.isAvailable && deliveryInfo && fact.farmExists && !fact.zipServed,
  );
  const shipsTo = await shippingZips(
    exec,
    notShippedTo.flatMap((s) => s.ships.map((d) => d.id)),
  );
  for (const { line, fact, ships } of facts) {
    if (!line.isAvailable || !deliveryInfo) continue;
    if (fact.farmExists && !fact.zipServed)
      line.problem = shippingOnlyTo([...new Set(ships.flatMap((d) => shipsTo.get(d.id) ?? []))].sort());
    else if (fact.farmExists && !fact.windowOpen) line.problem = LINE_WINDOW_CLOSED;
  }
  for (const { line, fact } of facts) if (!fact.farmExists) Object.assign(line, { isAvailable: false });
  return { lines, farms: farmsShipping, facts: facts.map((s) => s.fact) };
}
type ShippedPart = Awaited<ReturnType<typeof shippedPart>>;

/** The option the buyer chose (distribution, day and time) among those offered, if it still is. */
const chosenOf = <O extends { distributionId: number; day: number; timeSlot: string }>(
  options: O[],
  choice: CartChoice | undefined,
) =>
  options.find(
    (o) =>
      o.distributionId === choice?.distributionId && o.day === choice?.day && o.timeSlot === choice?.timeSlot,
  );

/**
 * A farm's pickup-or-delivery part of the cart (SPEC 2): its options at the buyer's address, the choice among
 * them, what checkout checks of it, and its problem. Its lines are unavailable when the farm no longer sells
 * this way.
 */
function farmPart(
  scene: CartScene,
  farmId: number,
  farmLines: CartLineDto[],
): { fact: CheckoutFacts['farms'][number]; entry: CartFarmDto } {
  const { user, open } = scene;
  const farm = scene.farmById.get(farmId)!;
  const choice = scene.choices.find((c) => c.farmId === farmId);
  const ds = scene.distsOf(farmId);
  const address = choice?.address ?? scene.deliveryInfo;
  const pickupOptions = pickupOptionsOf(ds, farm, scene.marketNames, open, scene.full);
  const { options: deliveryOptions, postalCodes } = deliveryOptionsOf(
    ds,
    farm,
    user.userType,
    address,
    open,
    scene.full,
    farmLines.reduce((sum, l) => sum + l.totalPriceCents, 0),
  );
  const courierType = (choice?.courierType as CourierType | null | undefined) ?? null;
  const chosenPickup = courierType === 'Pickup' ? chosenOf(pickupOptions, choice) : undefined;
  const chosenDelivery = courierType === 'Delivery' ? chosenOf(deliveryOptions, choice) : undefined;
  const chosen = chosenPickup ?? chosenDelivery;
  const chosenDist = ds.find((d) => d.id === chosen?.distributionId);
  const deliveryDists = ds.filter(
    (d) => d.selectPickDel === DistributionType.Delivery && deliveryOfferedTo(d.deliveryFor, user.userType),
  );
  const relevant = ds.filter((d) => d.selectPickDel === DistributionType.Pickup || deliveryDists.includes(d));
  const windowOpen = chosenDist ? open(chosenDist) : relevant.some(open);
  const fact = {
    farmName: farm.farmName,
    exists: farm.status === LISTED_FARM && relevant.length > 0,
    windowOpen,
    courierType,
    hasPickupLocation: chosenPickup != null,
    hasDeliveryAddress: address != null,
    hasDeliveryDay:
      courierType === 'Delivery' &&
      choice?.day != null &&
      (chosenDelivery != null || deliveryOptions.length === 0),
    deliveryCoversZip:
      address != null && deliveryDists.some((d) => d.deliveryPostalCodes.includes(address.postalCode)),
    slotFull: chosen?.isFull === true,
  };
  if (!fact.exists)
    for (const l of farmLines) Object.assign(l, { isAvailable: false, problem: NO_LONGER_AVAILABLE });
  const problem =
    checkoutProblems({
      anyUnavailable: farmLines.some((l) => !l.isAvailable),
      shipped: { hasShipTo: true, lines: [] },
      farms: [fact],
    })[0] ?? null;
  return {
    fact,
    entry: {
      farmId,
      farmName: farm.farmName,
      farmAddress: toAddress(farm),
      defaultTab: defaultTab(user.userType),
      courierType,
      distributionId: chosen?.distributionId ?? null,
      marketId: chosenPickup?.marketId ?? null,
      day: chosen?.day ?? null,
      timeSlot: chosen?.timeSlot ?? null,
      address: publicAddress(address),
      deliveryFeesCents: chosenDelivery?.feeCents ?? 0,
      pickupOptions,
      deliveryOptions,
      deliveryPostalCodes: postalCodes,
      orderWindowOpen: windowOpen,
      productList: farmLines,
      isDisabled: problem != null,
      problem,
    },
  };
}

/**
 * The whole cart: its totals with every fee, its problems in the spec's order (then SPEC 5's minimum: a $0
 * order cannot be paid, and the cart says why instead of only greying out Checkout), whether it can be checked
 * out, and which saved address to offer first (one a farm of the cart serves).
 */
function cartDto(
  cartId: number,
  scene: CartScene,
  saved: { _id: number; postalCode: string }[],
  all: CartLineDto[],
  shipped: ShippedPart,
  farmParts: { fact: CheckoutFacts['farms'][number]; entry: CartFarmDto }[],
): CartDto {
  const { deliveryInfo } = scene;
  const buyList = farmParts.map((p) => p.entry);
  const shippedFacts = { hasShipTo: deliveryInfo != null, lines: shipped.facts };
  const shippedProblems = checkoutProblems({
    anyUnavailable: shipped.lines.some((l) => !l.isAvailable),
    shipped: shippedFacts,
    farms: [],
  });
  const fees = [...buyList.map((f) => f.deliveryFeesCents), ...shipped.farms.map((s) => s.feeCents)];
  const totals = cartTotals(all, fees);
  const problems = checkoutProblems({
    anyUnavailable: all.some((l) => !l.isAvailable),
    shipped: shippedFacts,
    farms: farmParts.map((p) => p.fact),
  });
  const belowMinimum = all.length > 0 ? minimumAmountProblem(totals.totalPayCents) : null;
  if (belowMinimum) problems.push(belowMinimum);
  const servedZips = new Set([
    ...buyList.flatMap((f) => f.deliveryPostalCodes),
    ...scene.liveDists
      .filter((d) => d.selectPickDel === DistributionType.Shipping)
      .flatMap((d) => d.deliveryPostalCodes),
  ]);
  return {
    _id: cartId,
    shipped: {
      productList: shipped.lines,
      farms: shipped.farms,
      shipTo: publicAddress(deliveryInfo),
      shippingFeesCents: shipped.farms.reduce((s, f) => s + f.feeCents, 0),
      problem: shippedProblems[0] ?? null,
    },
    buyList,
    deliveryInfo: publicAddress(deliveryInfo),
    totalBuyProduct: all.reduce((s, l) => s + l.productQuantity, 0),
    lineCount: all.length,
    ...totals,
    problems,
    canCheckout: all.length > 0 && problems.length === 0 && totals.totalPayCents > 0,
    defaultAddressId: defaultAddressId(saved, servedZips),
  };
}

/** The buyer's choice per farm (pickup or delivery, where, when), as JSON beside the cart's row. */
const choicesOf = sql<CartChoice[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'farmId', cf.farm_id, 'courierType', cf.courier_type, 'distributionId', cf.distribution_id,
    'day', cf.day, 'timeSlot', cf.time_slot, 'address', cf.address)), '[]')
  FROM ${cartFarms} cf WHERE cf.cart_id = ${carts.id})`;
interface CartChoice {
  farmId: number;
  courierType: string | null;
  distributionId: number | null;
  day: number | null;
  timeSlot: string | null;
  address: AddressValue | null;
}

/** The buyer's saved addresses (id and zip: which to offer first), as JSON beside the cart's row. */
const savedZipsOf = sql<{ _id: number; postalCode: string }[]>`(
  SELECT coalesce(json_agg(json_build_object('_id', a.id, 'postalCode', a.postal_code) ORDER BY a.id), '[]')
  FROM ${addresses} a WHERE a.user_id = ${carts.userId})`;

/**
 * A distribution's zip list as the cart reads it. A shipping distribution's list is long (a thousand zips and
 * more) and the cart only asks whether it holds the ship-to zip or a saved address's zip (which address to
 * offer first): only those come back, so the database does not send, nor the server parse, the whole list on
 * every cart and checkout. A delivery's list comes whole: the cart shows the zips a farm delivers to.
 * The buyer's few zips are looked for in the list (`= any`), not the list's zips turned into rows and each
 * tested against them: 0.15 ms instead of 1.2 ms for three farms shipping to 1,000 zips and more, on
 * the statement every cart and checkout runs.
 */
const zipsToKnow = sql<
  string[]
>`CASE WHEN ${distributions.selectPickDel} = ${distributionTypesSql(DistributionType.Shipping)} THEN ARRAY(
    SELECT DISTINCT z FROM unnest(array_prepend((SELECT c.delivery_info->>'postalCode' FROM ${carts} c
      WHERE c.user_id = ${sql.placeholder('userId')}), ARRAY(
      SELECT postal_code FROM ${addresses} WHERE ${addresses.userId} = ${sql.placeholder('userId')}))) z
    WHERE z = any(${distributions.deliveryPostalCodes})
  ) ELSE ${distributions.deliveryPostalCodes} END`;

/** The whole zip lists of these shipping distributions: only for a cart told where its farm ships instead. */
async function shippingZips(exec: Exec, ids: number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: distributions.id, zips: distributions.deliveryPostalCodes })
    .from(distributions)
    .where(inArray(distributions.id, ids));
  return new Map(rows.map((r) => [r.id, r.zips]));
}

export const dtoOf = async (deps: AppDeps, user: CartUser) =>
  (await computeCart(deps, deps.database.db, user)).dto;

export const getCart = (deps: AppDeps, user: CartUser) => dtoOf(deps, user);

/** Published and not a test product (issue 12.5): the only items a cart takes. */
export const onSale = (item: typeof inventory.$inferSelect) =>
  item.published && !isTestProduct(itemDisplayName(item));
