/**
 * Cart rules (SPEC 4 Cart, 5 Quantity and 'Checkout checks in order', 8 Cart/checkout messages),
 * shared by the server (which decides) and the web app (which explains). Money is integer cents.
 */
import type { CourierType } from './cart-types';
import { isWholesaleBuyer } from './user-types';
import { msg } from './i18n/translate';

export const OUT_OF_STOCK = msg('cart.outOfStock');
export const ZERO_UNITS = msg('cart.zeroUnits');
export const AT_LEAST_ONE_UNIT = msg('cart.atLeastOne');
export const NO_LONGER_AVAILABLE = msg('cart.noLongerAvailable');
export const REMOVE_UNAVAILABLE = msg('cart.removeUnavailable');
export const MUST_ENTER_SHIP_ADDRESS = msg('cart.mustEnterShipAddress');
export const FARM_DOES_NOT_EXIST = msg('cart.farmDoesNotExist');
export const NOT_IN_CART = msg('cart.notInCart');
export const SELECT_PICKUP_LOCATION = msg('cart.selectPickupLocation');
/** SPEC 5 'Product page': a pick-up needs the buyer's agreement to collect. */
export const SELECT_AGREE = msg('cart.selectAgree');
export const onlyUnitsLeft = (n: number) => msg('cart.onlyUnitsLeft', { n });
/** SPEC 5 'Minimum purchase default 10': the order from one farm is below it (`cents` formatted). */
export const belowMinimumPurchase = (cents: string) => msg('cart.minimumPurchase', { cents });
export const noFarmHost = (product: string) => msg('cart.noFarmHost', { product });
export const shippingWindowClosed = (product: string) => msg('cart.shippingWindowClosed', { product });
export const shippingNotServed = (product: string) => msg('cart.shippingNotServed', { product });
export const farmWindowClosed = (farm: string) => msg('cart.farmWindowClosed', { farm });
export const selectDeliveryLocation = (farm: string) => msg('cart.selectDeliveryLocationFor', { farm });
export const selectPickupLocation = (farm: string) => msg('cart.selectPickupLocationFor', { farm });
export const selectCourier = (farm: string) => msg('cart.selectCourierFor', { farm });
export const deliveryNotServed = (farm: string) => msg('cart.deliveryNotServed', { farm });
export const shippingOnlyTo = (zips: readonly string[]) =>
  msg('cart.shippingOnlyTo', { zips: zips.join(', ') });
export const LINE_WINDOW_CLOSED = msg('cart.lineWindowClosed');
/** SPEC 5 'Minimun Amount greater than $0', spelled right. */
export const MINIMUM_AMOUNT = msg('cart.minimumAmount');
/** Largest quantity one line may ask for, whatever the stock. */
export const MAX_LINE_QUANTITY = 9999;

/**
 * SPEC 5 Quantity: 0 is not allowed; not above the role's maximum ('Only N units left');
 * a maximum of 0 is out of stock.
 */
export function quantityProblem(quantity: number, max: number): string | null {
  if (max <= 0) return OUT_OF_STOCK;
  if (!Number.isInteger(quantity) || quantity < 1) return ZERO_UNITS;
  if (quantity > max) return onlyUnitsLeft(max);
  return null;
}

/** SPEC 5: 'Only N units left' is shown when the maximum is under 10. */
export const showUnitsLeft = (max: number) => max > 0 && max < 10;

/** SPEC 4: per farm, the Delivery tab opens first for wholesale buyers, Pickup otherwise. */
export const defaultTab = (userType: number | null | undefined): CourierType =>
  userType != null && isWholesaleBuyer(userType) ? 'Delivery' : 'Pickup';

/** SPEC 4: the saved address whose postal code a farm in the cart serves, else the first. */
export function defaultAddressId(
  addresses: readonly { _id: number; postalCode: string }[],
  servedZips: ReadonlySet<string>,
): number | null {
  return (addresses.find((a) => servedZips.has(a.postalCode)) ?? addresses[0])?._id ?? null;
}

export interface LineAmount {
  productPriceCents: number;
  productQuantity: number;
}
export const lineTotal = (l: LineAmount) => l.productPriceCents * l.productQuantity;

/** Subtotal, delivery charge and total in integer cents (SPEC 2 Totals). */
export function cartTotals(lines: readonly LineAmount[], feesCents: readonly number[]) {
  const subtotalCents = lines.reduce((s, l) => s + lineTotal(l), 0);
  const deliveryFeesCents = feesCents.reduce((s, f) => s + f, 0);
  return { subtotalCents, deliveryFeesCents, totalPayCents: subtotalCents + deliveryFeesCents };
}

/** SPEC 5: the total must be above 0 and at least the minimum purchase (checkout default 0). */
export const minimumAmountProblem = (totalCents: number, minimumCents = 0) =>
  totalCents <= 0 || totalCents < minimumCents ? MINIMUM_AMOUNT : null;

/** What the server knows about a cart when it checks it (plain data, no I/O). */
export interface CheckoutFacts {
  anyUnavailable: boolean;
  shipped: {
    hasShipTo: boolean;
    lines: { productName: string; farmExists: boolean; windowOpen: boolean; zipServed: boolean }[];
  };
  farms: {
    farmName: string;
    exists: boolean;
    windowOpen: boolean;
    courierType: CourierType | null;
    hasPickupLocation: boolean;
    hasDeliveryAddress: boolean;
    hasDeliveryDay: boolean;
    deliveryCoversZip: boolean;
    /** The chosen pickup slot or delivery day has reached the farmer's cap of orders. */
    slotFull?: boolean;
  }[];
}

/** Shown on a pickup slot or delivery day that has as many orders as the farmer takes. */
export const SLOT_FULL_LABEL = msg('cart.full');
/** The chosen slot filled up (or is chosen while full): the buyer picks another. */
export const slotFull = (farmName: string) => msg('cart.slotFull', { farm: farmName });

/**
 * Every problem that blocks checkout, in the order of SPEC 5 'Checkout checks in order': address
 * needed; farm missing; shipping window closed; shipping zip not served; per-farm order window closed;
 * delivery needs address and day; pickup needs a location; courier type chosen; delivery covers the
 * address zip. Unavailable lines (SPEC 4) come first: nothing else matters until they are removed.
 */
export function checkoutProblems(f: CheckoutFacts): string[] {
  const out: string[] = [];
  if (f.anyUnavailable) out.push(REMOVE_UNAVAILABLE);
  const shipped = f.shipped.lines;
  if (shipped.length > 0 && !f.shipped.hasShipTo) out.push(MUST_ENTER_SHIP_ADDRESS);
  for (const l of shipped) if (!l.farmExists) out.push(noFarmHost(l.productName));
  for (const farm of f.farms) if (!farm.exists) out.push(FARM_DOES_NOT_EXIST);
  if (f.shipped.hasShipTo) {
    for (const l of shipped)
      if (l.farmExists && !l.windowOpen && l.zipServed) out.push(shippingWindowClosed(l.productName));
    for (const l of shipped) if (l.farmExists && !l.zipServed) out.push(shippingNotServed(l.productName));
  }
  const live = f.farms.filter((farm) => farm.exists);
  for (const farm of live) if (!farm.windowOpen) out.push(farmWindowClosed(farm.farmName));
  for (const farm of live)
    if (farm.courierType === 'Delivery' && (!farm.hasDeliveryAddress || !farm.hasDeliveryDay))
      out.push(selectDeliveryLocation(farm.farmName));
  for (const farm of live)
    if (farm.courierType === 'Pickup' && !farm.hasPickupLocation)
      out.push(selectPickupLocation(farm.farmName));
  for (const farm of live) if (farm.courierType == null) out.push(selectCourier(farm.farmName));
  for (const farm of live)
    if (farm.courierType === 'Delivery' && farm.hasDeliveryAddress && !farm.deliveryCoversZip)
      out.push(deliveryNotServed(farm.farmName));
  for (const farm of live) if (farm.slotFull) out.push(slotFull(farm.farmName));
  return [...new Set(out)];
}
