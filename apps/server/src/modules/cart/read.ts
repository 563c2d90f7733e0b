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
import type { Db, Tx } from '../../db/client';
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
import { toAddress } from '../catalog';
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
const ACTIVE = 1;

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
  // The cart with its lines, their items and farms, the buyer's choices per farm and saved addresses, in one
  // round trip (a cart without lines: one row of nulls). Each round trip counts: on the embedded PGlite a
  // statement costs about a millisecond of this thread whatever it reads.
  const rows = await exec
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
    .where(eq(carts.userId, user.id))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const cart = rows[0]?.cart;
  if (!cart) return { dto: emptyCart(), cartId: null };
  const now = deps.clock.now();
  const lines = rows.flatMap(({ line, item }) => (line && item ? [{ line, item }] : []));
  const farmIds = [...new Set(lines.map((l) => l.line.farmId))];
  const farmRows = rows.flatMap(({ farm }) => (farm ? [farm] : []));
  const { choices, saved } = rows[0]!;
  const distRows =
    farmIds.length === 0
      ? []
      : await exec
          .select({
            d: {
              ...getTableColumns(distributions),
              deliveryPostalCodes: zipsToKnow(cart.deliveryInfo, user.id),
            },
            marketName: markets.marketName,
            marketStatus: markets.status,
          })
          .from(distributions)
          .leftJoin(markets, eq(markets.id, distributions.marketId))
          .where(and(inArray(distributions.farmId, farmIds), eq(distributions.status, ACTIVE)));

  const farmById = new Map(farmRows.map((f) => [f.id, f]));
  // A pickup at a hidden market is no pickup.
  const liveDists = distRows.filter((r) => r.d.marketId == null || r.marketStatus === 0).map((r) => r.d);
  const marketNames = new Map(
    distRows.filter((r) => r.d.marketId != null).map((r) => [r.d.marketId!, r.marketName ?? '']),
  );
  const distsOf = (farmId: number) => liveDists.filter((d) => d.farmId === farmId);
  const open = (d: DistributionRow) => isWindowOpen(d, now);
  const deliveryInfo = cart.deliveryInfo ?? null;
  const full = await slotFullness(exec, liveDists, now);

  const toLine = ({ line, item }: (typeof lines)[number]): CartLineDto => {
    const price = priceFor(item, user.userType);
    const farm = farmById.get(line.farmId);
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
  };
  const all = lines.map(toLine);

  // Shipped Products: one shipping distribution per farm serving the ship-to zip.
  const shippedLines = all.filter((l) => l.isShippable);
  const shipZip = deliveryInfo?.postalCode;
  const shippedFarms: ShippedFarmDto[] = [...new Set(shippedLines.map((l) => l.farmId))].map((farmId) => {
    const ships = distsOf(farmId).filter((d) => d.selectPickDel === DistributionType.Shipping);
    const serving =
      ships.find((d) => shipZip && d.deliveryPostalCodes.includes(shipZip) && open(d)) ??
      ships.find((d) => shipZip && d.deliveryPostalCodes.includes(shipZip));
    return {
      farmId,
      farmName: farmById.get(farmId)?.farmName ?? '',
      distributionId: serving?.id ?? null,
      feeCents: serving?.flatFeeCents ?? 0,
    };
  });
  const shippedFacts = shippedLines.map((l) => {
    const farm = farmById.get(l.farmId);
    const ships = distsOf(l.farmId).filter((d) => d.selectPickDel === DistributionType.Shipping);
    const serving = ships.filter((d) => shipZip && d.deliveryPostalCodes.includes(shipZip));
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
  // A line the buyer must act on says why, in the spec's words.
  const notShippedTo = shippedFacts.filter(
    ({ line, fact }) => line.isAvailable && deliveryInfo && fact.farmExists && !fact.zipServed,
  );
  const shipsTo = await shippingZips(
    exec,
    notShippedTo.flatMap((s) => s.ships.map((d) => d.id)),
  );
  for (const { line, fact, ships } of shippedFacts) {
    if (!line.isAvailable || !deliveryInfo) continue;
    if (fact.farmExists && !fact.zipServed)
      line.problem = shippingOnlyTo([...new Set(ships.flatMap((d) => shipsTo.get(d.id) ?? []))].sort());
    else if (fact.farmExists && !fact.windowOpen) line.problem = LINE_WINDOW_CLOSED;
  }

  const farmFacts: CheckoutFacts['farms'] = [];
  const buyList: CartFarmDto[] = [];
  for (const farmId of farmIds) {
    const farmLines = all.filter((l) => l.farmId === farmId && !l.isShippable);
    if (farmLines.length === 0) continue;
    const farm = farmById.get(farmId)!;
    const choice = choices.find((c) => c.farmId === farmId);
    const ds = distsOf(farmId);
    const address = choice?.address ?? deliveryInfo;
    const pickupOptions = pickupOptionsOf(ds, farm, marketNames, open, full);
    const { options: deliveryOptions, postalCodes } = deliveryOptionsOf(
      ds,
      farm,
      user.userType,
      address,
      open,
      full,
      farmLines.reduce((sum, l) => sum + l.totalPriceCents, 0),
    );
    const courierType = (choice?.courierType as CourierType | null | undefined) ?? null;
    const chosenPickup =
      courierType === 'Pickup'
        ? pickupOptions.find(
            (o) =>
              o.distributionId === choice?.distributionId &&
              o.day === choice?.day &&
              o.timeSlot === choice?.timeSlot,
          )
        : undefined;
    const chosenDelivery =
      courierType === 'Delivery'
        ? deliveryOptions.find(
            (o) =>
              o.distributionId === choice?.distributionId &&
              o.day === choice?.day &&
              o.timeSlot === choice?.timeSlot,
          )
        : undefined;
    const chosenDist = ds.find((d) => d.id === (chosenPickup ?? chosenDelivery)?.distributionId);
    const relevant = ds.filter(
      (d) =>
        d.selectPickDel === DistributionType.Pickup ||
        (d.selectPickDel === DistributionType.Delivery && deliveryOfferedTo(d.deliveryFor, user.userType)),
    );
    const windowOpen = chosenDist ? open(chosenDist) : relevant.some(open);
    const deliveryDists = ds.filter(
      (d) => d.selectPickDel === DistributionType.Delivery && deliveryOfferedTo(d.deliveryFor, user.userType),
    );
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
      slotFull: (chosenPickup ?? chosenDelivery)?.isFull === true,
    };
    if (!fact.exists)
      for (const l of farmLines) Object.assign(l, { isAvailable: false, problem: NO_LONGER_AVAILABLE });
    farmFacts.push(fact);
    const problem =
      checkoutProblems({
        anyUnavailable: farmLines.some((l) => !l.isAvailable),
        shipped: { hasShipTo: true, lines: [] },
        farms: [fact],
      })[0] ?? null;
    buyList.push({
      farmId,
      farmName: farm.farmName,
      farmAddress: toAddress(farm),
      defaultTab: defaultTab(user.userType),
      courierType,
      distributionId: (chosenPickup ?? chosenDelivery)?.distributionId ?? null,
      marketId: chosenPickup?.marketId ?? null,
      day: (chosenPickup ?? chosenDelivery)?.day ?? null,
      timeSlot: (chosenPickup ?? chosenDelivery)?.timeSlot ?? null,
      address: publicAddress(address),
      deliveryFeesCents: chosenDelivery?.feeCents ?? 0,
      pickupOptions,
      deliveryOptions,
      deliveryPostalCodes: postalCodes,
      orderWindowOpen: windowOpen,
      productList: farmLines,
      isDisabled: problem != null,
      problem,
    });
  }

  for (const { line, fact } of shippedFacts)
    if (!fact.farmExists) Object.assign(line, { isAvailable: false });
  const shippedProblems = checkoutProblems({
    anyUnavailable: shippedLines.some((l) => !l.isAvailable),
    shipped: { hasShipTo: deliveryInfo != null, lines: shippedFacts.map((s) => s.fact) },
    farms: [],
  });
  const fees = [...buyList.map((f) => f.deliveryFeesCents), ...shippedFarms.map((s) => s.feeCents)];
  const totals = cartTotals(all, fees);
  const problems = checkoutProblems({
    anyUnavailable: all.some((l) => !l.isAvailable),
    shipped: { hasShipTo: deliveryInfo != null, lines: shippedFacts.map((s) => s.fact) },
    farms: farmFacts,
  });
  // SPEC 5: a $0 order cannot be paid; the cart says why instead of only greying out Checkout.
  const belowMinimum = all.length > 0 ? minimumAmountProblem(totals.totalPayCents) : null;
  if (belowMinimum) problems.push(belowMinimum);
  const servedZips = new Set([
    ...buyList.flatMap((f) => f.deliveryPostalCodes),
    ...liveDists
      .filter((d) => d.selectPickDel === DistributionType.Shipping)
      .flatMap((d) => d.deliveryPostalCodes),
  ]);
  return {
    cartId: cart.id,
    dto: {
      _id: cart.id,
      shipped: {
        productList: shippedLines,
        farms: shippedFarms,
        shipTo: publicAddress(deliveryInfo),
        shippingFeesCents: shippedFarms.reduce((s, f) => s + f.feeCents, 0),
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
    },
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
 */
const zipsToKnow = (shipTo: AddressValue | null, userId: number) =>
  sql<
    string[]
  >`CASE WHEN ${distributions.selectPickDel} = ${distributionTypesSql(DistributionType.Shipping)} THEN ARRAY(
    SELECT z FROM unnest(${distributions.deliveryPostalCodes}) z
    WHERE z = ${shipTo?.postalCode ?? null}::text
       OR z IN (SELECT postal_code FROM ${addresses} WHERE ${addresses.userId} = ${userId})
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
