/**
 * Payment and order contract (SPEC 3 Order, Subscription, Payment customer; 7 payment/*, user/*Card),
 * shared by the server and the web app. Money is integer cents.
 */
import type { DayMessageDto } from './day-messages';
import type { CartAddress, CourierType } from './cart-types';

/** user/getCustomerInfo: the payment customer in the card provider's shape (SPEC 3). */
export interface CardDto {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string;
}
export interface CustomerInfoDto {
  id: string | null;
  invoice_settings: { default_payment_method: string | null };
  default_source: string | null;
  sources: { data: CardDto[] };
}

/** POST payments/tokens (local adapter's tokenizer; Stripe.js plays this part with Stripe). */
export interface CardTokenDto {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; name: string };
}

export interface OrderLineDto {
  _id: number;
  productId: number;
  productName: string;
  variety: string;
  productPriceCents: number;
  productQuantity: number;
  unit: string;
  image: string | null;
  /** Set when this line started a subscription. */
  stripeSubscriptionId: string | null;
}

export interface OrderGroupDto {
  _id: number;
  farmId: number;
  farmName: string;
  farmUserId: number;
  courierType: CourierType | 'Shipping';
  /** Delivery or shipping address; for pickup, the pickup location's address. */
  address: CartAddress | null;
  locationName: string | null;
  day: number | null;
  timeSlot: string | null;
  /** The pickup or delivery date ('YYYY-MM-DD', local to the distribution); null for shipping. */
  date: string | null;
  deliveryFeesCents: number;
  totalPriceCents: number;
  /** 0 Pending, 1 Harvested, 2 Fulfilled, 3 Out of Stock (SPEC 4). */
  harvestStatus: number;
  trackingInfo: { trackingNumber: string }[];
  pickedUpAt: string | null;
  productList: OrderLineDto[];
  /** Issue 33.3: what the farm or the pick-up host wrote to the buyers of this day, oldest first. */
  messages: DayMessageDto[];
}

export interface OrderDto {
  _id: number;
  /** ISO timestamp (UTC); shown in America/New_York. */
  created: string;
  /** '0' Pending, '1' Paid, '3' cancelled (SPEC 4). */
  status: string;
  paymentMethod: 'card' | 'invoice';
  /** The card charged (card orders placed since issue 15); null for an invoice. */
  card: { brand: string; last4: string } | null;
  amountCents: number;
  deliveryFeesCents: number;
  totalPriceCents: number;
  /** The lowest harvest status across groups (summary for the table). */
  harvestStatus: number;
  billingInfo: BillingInfo;
  buyList: OrderGroupDto[];
  /** Whether the buyer may still cancel (every group's order window still open, not cancelled). */
  canCancel: boolean;
  /** Issue 33.2: the signed code shown as a QR for the pick-up table; null without a pickup or once cancelled. */
  pickupRef: string | null;
}

export interface SubscriptionDto {
  /** SPEC 3: stripeSubscriptionObject, flattened. */
  id: string;
  status: string;
  created: string;
  interval: string;
  intervalCount: number;
  quantity: number;
  unitAmountCents: number;
  productName: string;
  productImage: string | null;
  productUnit: string;
  courierType: string;
  address: CartAddress | null;
  day: number | null;
  nextRenewalAt: string | null;
}

/** payment/getOrder */
export interface OrderDetailsDto {
  OrderDetails: { orders: OrderDto[]; subscriptions: SubscriptionDto[] };
}

export interface BillingInfo {
  firstName: string;
  lastName: string;
  organization?: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** payment/charge and payment/chargeByInvoice answer with the order placed. */
export interface PlacedOrderDto {
  message: string;
  order: OrderDto;
}

/**
 * payment/charge's answer when the card's bank asks the buyer to authenticate (3-D Secure, issue 30.2):
 * the browser shows the challenge (Stripe.js handleNextAction, or the local processor's stand-in), then
 * calls payment/confirmCharge with the same idempotencyKey. The stock stays reserved meanwhile.
 */
export interface PaymentActionDto {
  message: string;
  nextAction: {
    type: 'authenticate';
    provider: 'local' | 'stripe';
    paymentId: string;
    /** Stripe's PaymentIntent client secret (handleNextAction); null with the local processor. */
    clientSecret: string | null;
    /** The checkout's key (the server's own when the request sent none): payment/confirmCharge takes it. */
    checkoutKey: string;
  };
}

export type CheckoutAnswerDto = PlacedOrderDto | PaymentActionDto;

/** GET site/config: what the web app needs to know about this deployment (never a secret). */
export interface SiteConfigDto {
  payments: 'local' | 'stripe';
  /** No real money moves (issue 30.1): every page shows the test-mode ribbon. */
  testMode: boolean;
  stripePublishableKey: string | null;
  farmerSiteUrl: string;
  hostSiteUrl: string;
}
