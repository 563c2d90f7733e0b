/**
 * Validation answers name the field and the rule (SPEC 5's 'X is required.' style), whichever schema
 * raised them: one zod error map for every schema that does not word its own message. Installed by
 * fields.ts, which every schema builds on, so an API client and a form read the same words.
 */
import { z } from 'zod';

/** Field names as the specification's messages say them; others are spelled out from camelCase. */
const LABELS: Record<string, string> = {
  postalCode: 'Zip code',
  zipCode: 'Zip code',
  deliveryPostalCodes: 'Delivery zip codes',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  phoneNumber: 'Phone number',
  stripeCardId: 'Card',
  productId: 'Product',
  productListId: 'Cart line',
  inventoryId: 'Item',
  farmId: 'Farm',
  marketId: 'Market',
  recipesId: 'Recipe',
  orderId: 'Order',
  userId: 'User',
  addressId: 'Address',
  distributionId: 'Distribution',
  productQuantity: 'Quantity',
  selectPickDel: 'Distribution kind',
  placeOrderOpen: 'Order window opening',
  placeOrderClose: 'Order window closing',
  courierType: 'Courier type',
};

/** The field an issue is about, as a person would name it ('postalCode' -> 'Zip code'). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).filter((k): k is string => typeof k === 'string');
  const key = keys.at(-1);
  if (!key) return 'The request';
  const label =
    LABELS[key] ??
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

type Issue = z.core.$ZodRawIssue;

function describe(iss: Issue): string {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `${label} is required.`;
      return `${label} must be ${KIND[iss.expected] ?? iss.expected}.`;
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'string')
        return n <= 1 ? `${label} is required.` : `${label} must be at least ${n} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${label} needs at least ${n} ${n === 1 ? 'entry' : 'entries'}.`;
      return iss.inclusive === false
        ? `${label} must be greater than ${n}.`
        : `${label} must be at least ${n}.`;
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'string') return `${label} must be at most ${n} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${label} takes at most ${n} ${n === 1 ? 'entry' : 'entries'}.`;
      return iss.inclusive === false ? `${label} must be less than ${n}.` : `${label} must be at most ${n}.`;
    }
    case 'invalid_format':
      if (iss.format === 'email') return 'Enter a valid email.';
      return `${label} is not in a valid format.`;
    case 'invalid_value':
      return `${label} must be one of: ${iss.values.map((v: unknown) => String(v)).join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(iss.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return `${label} is not valid.`;
  }
}

let installed = false;
/** Makes every zod message without its own wording name its field and rule. Idempotent. */
export function installValidationMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: (iss) => describe(iss as Issue) });
}

/*
 * Words the specification gives a person, written once: every schema, service and page that says
 * one of them imports it from here (issue 16.3).
 */

/** SPEC 5: the address rules of every address form and call (sign-up, profile, cart, farm, market, billing). */
export const ADDRESS_MESSAGES = {
  line1: 'Address line 1 is required.',
  /** Become a farmer and the billing form word their lines 'Address 1' and 'Address 2'. */
  address1: 'Address 1 is required.',
  address2: 'Address 2 is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: 'Zip code is required.',
  /** SPEC 5: an address that cannot be geocoded, or a zip that does not exist. */
  invalid: 'Please fill valid address',
} as const;

/** A day of the week as the API takes it. */
export const DAY_MESSAGE = 'Day must be 0 (Sunday) to 6 (Saturday).';

/** 404 answers (and the id rules that lead to them): one wording per kind of record. */
export const NOT_FOUND = {
  application: 'Application not found.',
  user: 'User not found.',
  market: 'Market not found.',
  recipe: 'Recipe not found.',
  order: 'Order not found.',
  pickup: 'Pickup not found.',
  item: 'Item not found.',
  distribution: 'Distribution not found.',
  media: 'Photo not found.',
  card: 'Card not found.',
  subscription: 'Subscription not found.',
  payment: 'Payment not found.',
} as const;

// Answers the server gives and the web app shows in the same words.
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const EIN_REQUIRED = 'Please upload your EIN documents.';
export const PASSWORD_RESET_DONE = 'Password reset successful! You are now logged in.';
export const CART_EMPTY = 'Your cart is empty';
export const CARD_REMOVED = 'Card is successfully removed.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';
export const CANCEL_WINDOW_CLOSED =
  'The order window has closed, so this order can no longer be cancelled. Please contact the farm.';
export const CANCELLED_BY_BUYER = 'This order was cancelled by the buyer.';

/** SPEC 8: delivery and shipping results need the buyer's zip first. */
export const ZIP_NEEDED = {
  delivery: 'Please enter a zip code to see farms in your area',
  shipping: 'Please enter your zip code to see available products',
} as const;

/**
 * Order now and to your door when nothing comes the chosen way: SPEC 8's sentence naming the buyer's
 * zip, and the other ways to get food there (issue 15), each offered as a button that keeps the zip.
 */
export const NOTHING_FOR_ZIP = {
  pickup: (zip: string) =>
    `There aren't currently any pick ups near ${zip}. Try delivery or shipping instead.`,
  delivery: (zip: string) =>
    `There aren't currently any farms delivering to ${zip}. Try pick up or shipping instead.`,
  shipping: (zip: string) =>
    `There aren't currently any products shipping to ${zip}. Try pick up or delivery instead.`,
} as const;
/** The offer of one way of getting food to a zip ('Pick up near 12534'). */
export const WAY_TO_ZIP = {
  pickup: (zip: string) => `Pick up near ${zip}`,
  delivery: (zip: string) => `Delivery to ${zip}`,
  shipping: (zip: string) => `Shipping to ${zip}`,
} as const;

/** A results page past the last one (an old link, a list that got shorter): where the results are. */
export const PAST_LAST_PAGE = (page: number, last: number) =>
  `There is no page ${page} of these results: they end on page ${last}.`;
