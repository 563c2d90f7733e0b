import { msg } from './i18n/translate';

/*
 * Words the specification gives a person, written once: every schema, service and page that says
 * one of them imports it from here (issue 16.3).
 */

/** SPEC 5: the address rules of every address form and call (sign-up, profile, cart, farm, market, billing). */
export const ADDRESS_MESSAGES = {
  line1: msg('address.line1Required'),
  /** Become a farmer and the billing form word their lines 'Address 1' and 'Address 2'. */
  address1: msg('address.address1Required'),
  address2: msg('address.address2Required'),
  city: msg('address.cityRequired'),
  state: msg('address.stateRequired'),
  zip: msg('address.zipRequired'),
  /** SPEC 5: an address that cannot be geocoded, or a zip that does not exist. */
  invalid: msg('address.invalid'),
} as const;

/** A day of the week as the API takes it. */
export const DAY_MESSAGE = msg('validation.day');

/** 404 answers (and the id rules that lead to them): one wording per kind of record. */
export const NOT_FOUND = {
  application: msg('notFound.application'),
  user: msg('notFound.user'),
  market: msg('notFound.market'),
  recipe: msg('notFound.recipe'),
  order: msg('notFound.order'),
  pickup: msg('notFound.pickup'),
  item: msg('notFound.item'),
  distribution: msg('notFound.distribution'),
  media: msg('notFound.media'),
  card: msg('notFound.card'),
  subscription: msg('notFound.subscription'),
  payment: msg('notFound.payment'),
} as const;

// Answers the server gives and the web app shows in the same words.
export const EMAIL_TAKEN = msg('user.emailTaken');
export const EIN_REQUIRED = msg('user.einRequired');
export const PASSWORD_RESET_DONE = msg('user.passwordResetDone');
export const CART_EMPTY = msg('cart.empty');
export const CARD_REMOVED = msg('card.removed');
export const ORDER_ALREADY_CANCELLED = msg('order.alreadyCancelled');
export const CANCEL_WINDOW_CLOSED = msg('order.cancelWindowClosed');
export const CANCELLED_BY_BUYER = msg('order.cancelledByBuyer');

/** SPEC 8: delivery and shipping results need the buyer's zip first. */
export const ZIP_NEEDED = {
  delivery: msg('orderNow.zipNeeded.delivery'),
  shipping: msg('orderNow.zipNeeded.shipping'),
} as const;

/**
 * Order now and to your door when nothing comes the chosen way: SPEC 8's sentence naming the buyer's
 * zip, and the other ways to get food there (issue 15), each offered as a button that keeps the zip.
 */
export const NOTHING_FOR_ZIP = {
  pickup: (zip: string) => msg('orderNow.nothing.pickup', { zip }),
  delivery: (zip: string) => msg('orderNow.nothing.delivery', { zip }),
  shipping: (zip: string) => msg('orderNow.nothing.shipping', { zip }),
} as const;
/** The offer of one way of getting food to a zip ('Pick up near 12534'). */
export const WAY_TO_ZIP = {
  pickup: (zip: string) => msg('orderNow.way.pickup', { zip }),
  delivery: (zip: string) => msg('orderNow.way.delivery', { zip }),
  shipping: (zip: string) => msg('orderNow.way.shipping', { zip }),
} as const;

/** A results page past the last one (an old link, a list that got shorter): where the results are. */
export const PAST_LAST_PAGE = (page: number, last: number) => msg('paging.pastLast', { page, last });
