/**
 * The cart and checkout contract (SPEC 2 Shopping cart, 3 Cart, 4, 7 addCart/*), shared by the
 * server and the web app. Money is integer cents, computed by the server for the caller's role.
 */
import type { AddressFields } from './catalog-types';
import type { DeliveryFeeKind } from './delivery-fee';

export type CourierType = 'Pickup' | 'Delivery';

/** Delivery info / a buyer's address on a cart (SPEC 3: delivery info also names and phone). */
export interface CartAddress extends AddressFields {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
}

export interface CartLineDto {
  /** The cart line id: `productListId` of addCart/deleteCart. */
  _id: number;
  /** Inventory id. */
  productId: number;
  farmId: number;
  productName: string;
  variety: string;
  image: string | null;
  /** Unit label for the caller's role ('Pound', 'bunch', ...). */
  unit: string;
  productQuantity: number;
  /** Current unit price for the caller's role: the server never uses a price the client sent. */
  productPriceCents: number;
  totalPriceCents: number;
  distributionTypes: number[];
  isShippable: boolean;
  /** The role's maximum right now (stock). */
  maxQuantity: number;
  subscriptionInterval: string | null;
  subscriptionIntervalCount: number;
  /** SPEC 5: available only if listed and the quantity is within the role's maximum. */
  isAvailable: boolean;
  /** Why not (SPEC 8 wording): 'This product is no longer available', 'Only N units left', ... */
  problem: string | null;
}

export interface PickupOptionDto {
  distributionId: number;
  marketId: number | null;
  /** The market's name, or the farm's for pickup at the farm. */
  locationName: string;
  address: AddressFields;
  day: number;
  /** 'startTime - endTime' as the farmer wrote it, e.g. '9:00 AM - 12:00 PM'. */
  timeSlot: string;
  /** Whether this pickup's order window is open now (a closed one cannot be chosen). */
  isOpen: boolean;
  /** The slot has as many orders as the farmer takes this order window ('Full'; cannot be chosen). */
  isFull: boolean;
}

export interface DeliveryOptionDto {
  distributionId: number;
  day: number;
  /** The slot's time as the farmer wrote it. */
  timeSlot: string;
  /** Fee for the cart's delivery address: flat fee, or rate x great-circle miles (null when no address). */
  feeCents: number | null;
  feeKind: DeliveryFeeKind;
  /** Whether this delivery's order window is open now. */
  isOpen: boolean;
  /** The delivery day has as many orders as the farmer takes this order window. */
  isFull: boolean;
}

/** One buyList entry: the products of one farm and how they reach the buyer. */
export interface CartFarmDto {
  farmId: number;
  farmName: string;
  farmAddress: AddressFields;
  /** The tab opened first (SPEC 4): delivery for wholesale buyers, pickup otherwise. */
  defaultTab: CourierType;
  /** What the buyer chose; null until they choose. */
  courierType: CourierType | null;
  distributionId: number | null;
  marketId: number | null;
  day: number | null;
  timeSlot: string | null;
  /** Delivery address for this farm (defaults to the cart's delivery info). */
  address: CartAddress | null;
  deliveryFeesCents: number;
  pickupOptions: PickupOptionDto[];
  deliveryOptions: DeliveryOptionDto[];
  /** Zip codes this farm delivers to (for the Delivery tab's 'available zip codes'). */
  deliveryPostalCodes: string[];
  /** Whether any of this farm's distributions has its order window open now. */
  orderWindowOpen: boolean;
  productList: CartLineDto[];
  /** SPEC 3 derived isDisabled: this entry blocks checkout. */
  isDisabled: boolean;
  /** The first checkout problem of this entry (SPEC 8 wording), or null. */
  problem: string | null;
}

/** One farm that ships products of the Shipped Products block: the order keeps one group per farm. */
export interface ShippedFarmDto {
  farmId: number;
  farmName: string;
  /** The active shipping distribution (selectPickDel 3) serving the ship-to zip, or null when none does. */
  distributionId: number | null;
  /** That distribution's flat fee, or 0. */
  feeCents: number;
}

/** Products whose distribution types are exactly shipping (SPEC 4), shipped to the cart's delivery info. */
export interface ShippedBlockDto {
  productList: CartLineDto[];
  /** Per farm of productList (added by the lead for checkout: each farm's shipping distribution and fee). */
  farms: ShippedFarmDto[];
  shipTo: CartAddress | null;
  /** Shipping fees of the farms that ship them (flat fee of the serving shipping distribution). */
  shippingFeesCents: number;
  problem: string | null;
}

export interface CartDto {
  /** null when the buyer has no cart yet. */
  _id: number | null;
  shipped: ShippedBlockDto;
  buyList: CartFarmDto[];
  deliveryInfo: CartAddress | null;
  /** Number of units in the cart (header badge counts lines: `lineCount`). */
  totalBuyProduct: number;
  lineCount: number;
  subtotalCents: number;
  /** Delivery and shipping fees. */
  deliveryFeesCents: number;
  totalPayCents: number;
  /** Every checkout problem, in the order of SPEC 5 'Checkout checks in order'. */
  problems: string[];
  canCheckout: boolean;
  /** Suggested default delivery address: a saved address served by a farm in the cart, else the first. */
  defaultAddressId: number | null;
}

/** addCart/deliveryQuote: the product page's delivery quote, from the cart's own fee code (issue 12.3). */
export interface DeliveryQuoteDto {
  /** The delivery days the farm's cart entry would offer this address, with their fees; empty: not delivered there. */
  deliveryOptions: DeliveryOptionDto[];
  /** The order from this farm the fees were computed for (cart lines of the farm plus this item). */
  orderCents: number;
  /** The serving delivery's free-delivery amount, if it has one. */
  freeDeliveryOverCents: number | null;
}
