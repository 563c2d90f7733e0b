import { and, eq } from 'drizzle-orm';
import {
  CARD_REMOVED,
  NOT_FOUND,
  type CardDetails,
  type CardDto,
  type CardTokenDto,
  type CustomerInfoDto,
} from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import type { Tx } from '../../db/client';
import { CARD_NOT_FOUND, CardNotFoundError, DEFAULT_CARD_REMOVE } from '../../adapters/payments/local';
import type { CardSummary } from '../../adapters/payments/types';
import { paymentCustomers } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { said } from '@lfm/core/i18n/translate';

export const CARD_ADDED = 'Card added successfully.';
export const DEFAULT_CARD_CHANGED = 'Default card updated.';
export { CARD_REMOVED };

const toCardDto = (c: CardSummary): CardDto => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  exp_month: c.expMonth,
  exp_year: c.expYear,
  name: c.name,
});

export const customerRef = (user: AuthUser) => ({
  userId: user.id,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`,
});

/**
 * The user's payment customer when there is one: a call about a card of a user who has none is
 * 'Card not found.' and creates nothing (issue 13.3: a refused request changes nothing).
 */
async function existingCustomerOf(deps: AppDeps, user: AuthUser) {
  const id = await paymentCustomerId(deps, user.id);
  if (!id) throw notFound(CARD_NOT_FOUND);
  return id;
}

/** The user's customer with the configured provider, or null before their first card or invoice. */
export async function paymentCustomerId(deps: AppDeps, userId: number) {
  const [row] = await deps.database.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, deps.payments.kind)));
  return row?.id ?? null;
}

/** The provider's "not yours / not there" becomes 'Card not found.' with nothing changed. */
async function mine<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof CardNotFoundError) throw notFound(CARD_NOT_FOUND);
    throw err;
  }
}

/** user/getCustomerInfo: the payment customer in the card provider's shape (SPEC 3). */
export async function customerInfo(deps: AppDeps, user: AuthUser): Promise<CustomerInfoDto> {
  const [existing] = await deps.database.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, user.id));
  if (!existing)
    return {
      id: null,
      invoice_settings: { default_payment_method: null },
      default_source: null,
      sources: { data: [] },
    };
  const { cards, defaultCardId } = await deps.payments.listCards(existing.id);
  return {
    id: existing.id,
    invoice_settings: { default_payment_method: defaultCardId },
    default_source: defaultCardId,
    sources: { data: cards.map(toCardDto) },
  };
}

export async function tokenizeCard(deps: AppDeps, user: AuthUser, card: CardDetails): Promise<CardTokenDto> {
  if (!deps.payments.tokenize) throw notFound();
  const { id, card: c } = await deps.payments.tokenize(user.id, card);
  const { id: _ignored, ...rest } = toCardDto(c);
  return { id, card: rest };
}

/** The local processor's stand-in for the bank's challenge (payments/local/authenticate). */
export async function authenticateTestPayment(
  deps: AppDeps,
  user: AuthUser,
  paymentId: string,
  outcome: 'complete' | 'fail',
) {
  if (!deps.payments.authenticate) throw notFound();
  try {
    await deps.payments.authenticate(paymentId, user.id, outcome);
  } catch (err) {
    if (err instanceof CardNotFoundError) throw notFound(NOT_FOUND.payment);
    throw err;
  }
  return {
    message: said(outcome === 'complete' ? 'answer.paymentAuthenticated' : 'answer.paymentNotAuthenticated'),
  };
}

/** user/cardSetup: Stripe's SetupIntent for the card form (Stripe.js confirmCardSetup). */
export async function cardSetup(deps: AppDeps, user: AuthUser) {
  if (!deps.payments.createCardSetup) throw notFound();
  const customerId = await deps.payments.ensureCustomer(customerRef(user));
  return deps.payments.createCardSetup(customerId);
}

export async function addCard(deps: AppDeps, user: AuthUser, source: string) {
  const attach = async (exec?: Tx) => {
    const customerId = await deps.payments.ensureCustomer(customerRef(user), exec);
    return deps.payments.addCard(customerId, user.id, source, exec);
  };
  // The local processor writes its customer and card in one transaction, so a refused token leaves
  // no new customer behind. Stripe keeps its customers itself (one per user, reused on the next
  // try), and no transaction stays open across its network calls.
  const card = await mine(
    deps.payments.kind === 'local' ? deps.database.db.transaction((tx) => attach(tx)) : attach(),
  );
  return { message: CARD_ADDED, card: toCardDto(card) };
}

export async function setDefaultCard(deps: AppDeps, user: AuthUser, cardId: string) {
  const customerId = await existingCustomerOf(deps, user);
  await mine(deps.payments.setDefaultCard(customerId, cardId));
  return { message: DEFAULT_CARD_CHANGED };
}

export async function removeCard(deps: AppDeps, user: AuthUser, cardId: string) {
  const customerId = await existingCustomerOf(deps, user);
  const { cards, defaultCardId } = await deps.payments.listCards(customerId);
  if (!cards.some((c) => c.id === cardId)) throw notFound(CARD_NOT_FOUND);
  if (cardId === defaultCardId && cards.length > 1) throw badRequest(DEFAULT_CARD_REMOVE);
  await mine(deps.payments.removeCard(customerId, cardId));
  return { message: CARD_REMOVED };
}
