import type { CardDetails, Locale } from '@lfm/core';
import type { Db, Tx } from '../../db/client';

/**
 * The payments port (ARCHITECTURE: adapters). One interface for customers, cards, charges, refunds,
 * invoices and subscriptions; `local` (embedded card processor, state in our database) and
 * `stripe` (official SDK) implement it. Amounts are integer cents (USD).
 *
 * Every method takes an optional `exec`: the database transaction the caller is in. The `local`
 * adapter writes its ledger through it (so a rolled-back checkout leaves no charge behind, and
 * PGlite's single connection never waits on itself); `stripe` ignores it.
 */
export type Executor = Db | Tx;

export interface CardSummary {
  /** Provider card id (`card_...` / `pm_...`). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Card holder name. */
  name: string;
}

export interface CustomerRef {
  userId: number;
  email: string;
  name: string;
}

export interface ChargeInput {
  customerId: string;
  cardId: string;
  amountCents: number;
  description: string;
  /** Same key, same charge: a retried request never takes the money twice. */
  idempotencyKey: string;
  userId: number;
  metadata?: Record<string, string>;
  /**
   * The buyer is not there to authenticate (a subscription renewal): a card whose bank asks for it is
   * declined ('authentication_required') instead of waiting for the buyer, as Stripe does off-session.
   */
  offSession?: boolean;
}

/**
 * A charge taken, or one the card's bank wants the buyer to authenticate first (3-D Secure): the
 * browser shows the challenge (Stripe.js handleNextAction with the client secret, or the local
 * processor's stand-in), then `paymentStatus` says how it ended.
 */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; chargeId: string; clientSecret: string | null };

/** Where a charge that waited for authentication stands: taken, still waiting, or refused. */
export type PaymentStatus = 'succeeded' | 'requires_action' | 'failed';

export interface PaymentQuery {
  kind: 'charge' | 'invoice';
  customerId: string;
  idempotencyKey: string;
  /** No earlier than this (the order's reservation): bounds the provider's listing. */
  since: Date;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmountCents: number;
}

export interface InvoiceInput {
  customerId: string;
  userId: number;
  email: string;
  lines: InvoiceLine[];
  /** Delivery fees etc. as extra lines are fine; the total is the sum of lines. */
  idempotencyKey: string;
  daysUntilDue: number;
  /** Shown on the PDF: who is billed. */
  billTo: { name: string; organization?: string; address: string };
  reference: string;
  /** The buyer's language (their saved one; English when unset): the email and PDF the marketplace sends. */
  locale?: Locale;
}

export interface SubscriptionInput {
  customerId: string;
  cardId: string;
  userId: number;
  productName: string;
  unitAmountCents: number;
  quantity: number;
  /** 'day' | 'week' | 'month' */
  interval: string;
  intervalCount: number;
  /** The first period is paid with the order that starts it; the provider bills from here on. */
  firstRenewalAt: Date;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A refusal the buyer must hear (declined card, bad expiry): errorCode PaymentFailed, HTTP 402. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** What a provider's webhook says about a subscription, in our terms. */
export type SubscriptionEvent =
  /** A period's invoice: paid (charged card, or an invoice the buyer paid) or sent to be paid. */
  | { kind: 'renewal'; subscriptionId: string; invoiceId: string; paid: boolean }
  /** The card was refused for a period. */
  | { kind: 'renewal_failed'; subscriptionId: string; invoiceId: string }
  /** The provider ended the subscription. */
  | { kind: 'ended'; subscriptionId: string }
  | { kind: 'other'; type: string };

/** A webhook that is not configured or whose signature does not match: refused, nothing done. */
export class WebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookError';
  }
}

export interface PaymentsAdapter {
  readonly kind: 'local' | 'stripe';
  /** The provider customer of this user, created on first use. */
  ensureCustomer(user: CustomerRef, exec?: Executor): Promise<string>;
  listCards(
    customerId: string,
    exec?: Executor,
  ): Promise<{ cards: CardSummary[]; defaultCardId: string | null }>;
  /** Attaches a token made by the provider's tokenizer; the first card becomes the default. */
  addCard(customerId: string, userId: number, token: string, exec?: Executor): Promise<CardSummary>;
  setDefaultCard(customerId: string, cardId: string, exec?: Executor): Promise<void>;
  removeCard(customerId: string, cardId: string, exec?: Executor): Promise<void>;
  /**
   * Throws PaymentDeclinedError when the card is refused. On-session, a card whose bank asks for
   * authentication answers `requires_action`: nothing is taken until the buyer completes it.
   */
  charge(input: ChargeInput, exec?: Executor): Promise<ChargeResult>;
  /** How a charge that answered `requires_action` stands now. */
  paymentStatus(chargeId: string, exec?: Executor): Promise<PaymentStatus>;
  /**
   * Gives the money back: refunds a charge taken, cancels one still waiting for authentication (so it
   * can never be taken), voids an unpaid invoice.
   */
  refund(chargeId: string, idempotencyKey: string, exec?: Executor): Promise<void>;
  /**
   * What an earlier charge or invoice call with this idempotency key left at the provider: the
   * charge that succeeded / the invoice that was issued, or null when there is none (never made,
   * declined, or voided). Settles a checkout interrupted between paying and confirming.
   */
  findPayment(query: PaymentQuery, exec?: Executor): Promise<{ id: string } | null>;
  /** Issues and sends the invoice (local: a PDF by email). */
  createInvoice(input: InvoiceInput, exec?: Executor): Promise<{ invoiceId: string }>;
  createSubscription(
    input: SubscriptionInput,
    exec?: Executor,
  ): Promise<{ subscriptionId: string; status: string }>;
  /**
   * Stops the subscription's renewals at the provider. Never asked inside a transaction (no row is locked
   * while the provider answers: subscriptions/service.ts claims first, asks, then records), so it takes
   * no executor.
   */
  cancelSubscription(subscriptionId: string): Promise<{ status: string }>;
  /**
   * `local` only: the server-side tokenizer (Stripe.js does this part in the browser with Stripe).
   * Keeps brand, last 4, expiry and holder name; never the number or CVC.
   */
  tokenize?(userId: number, card: CardDetails, exec?: Executor): Promise<{ id: string; card: CardSummary }>;
  /**
   * `local` only: the stand-in for the bank's 3-D Secure challenge (issue 30.2), answered by the buyer
   * whose charge it is. Throws CardNotFoundError for a charge that is not theirs or not waiting.
   */
  authenticate?(
    chargeId: string,
    userId: number,
    outcome: 'complete' | 'fail',
    exec?: Executor,
  ): Promise<void>;
  /**
   * `stripe` only: a SetupIntent for saving a card (Stripe.js confirmCardSetup with its client secret);
   * the card it saves is then added by its PaymentMethod id (addCard).
   */
  createCardSetup?(customerId: string): Promise<{ clientSecret: string }>;
  /**
   * `stripe` only: checks a webhook's signature and reads its subscription event (Stripe renews its
   * subscriptions itself; the job runner renews `local` ones). Throws WebhookError.
   */
  parseWebhook?(payload: Buffer, signature: string | undefined): SubscriptionEvent;
  /**
   * `stripe` only: the card that paid an invoice (brand and last 4, as listCards names them), or null
   * when no card paid it. A renewal's webhook event does not name the card, so its order asks here.
   */
  invoiceCard?(invoiceId: string): Promise<{ brand: string; last4: string } | null>;
}
