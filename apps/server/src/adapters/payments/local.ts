import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AUTHENTICATION_FAILED,
  CARD_DECLINED,
  CARD_EXPIRED,
  DEFAULT_LOCALE,
  MARKETPLACE_NAME,
  NOT_FOUND,
  formatCents,
  translate,
  type CardDetails,
  type Locale,
  type MessageValues,
  type ServerKey,
} from '@lfm/core';
import { LOCALES } from '@lfm/core/i18n/locales';
import {
  AUTHENTICATION_REQUIRED_CODE,
  TEST_CARD_AUTHENTICATION,
  TEST_CARD_DECLINES,
  cardBrand,
} from '@lfm/core';
import type { Db } from '../../db/client';
import { paymentCards, paymentCharges, paymentCustomers, paymentTokens } from '../../db/schema';
import { drawTable, renderPdf } from '../../lib/pdf';
import type { Clock } from '../clock';
import type { Mailer } from '../mailer';
import {
  PaymentDeclinedError,
  type CardSummary,
  type Executor,
  type InvoiceInput,
  type PaymentsAdapter,
} from './types';

export const CARD_NOT_FOUND = NOT_FOUND.card;
export const DEFAULT_CARD_REMOVE = 'The default card cannot be removed.';
/** Stripe's words for an off-session payment whose card asks for authentication. */
export const AUTHENTICATION_DECLINE = 'Your card was declined. This transaction requires authentication.';

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** A refusal of the local processor about ids the caller named (not a decline). */
export class CardNotFoundError extends Error {
  constructor() {
    super(CARD_NOT_FOUND);
  }
}

const toSummary = (c: typeof paymentCards.$inferSelect): CardSummary => ({
  id: c.providerCardId,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  name: c.holderName,
});

/**
 * The embedded card processor (ARCHITECTURE: payments `local`): customers, cards, charges, refunds
 * and invoices kept in our database. The tokenizer (`tokenize`) sees the number once and keeps only
 * brand, last 4, expiry, holder name and, for the card network's decline test numbers, the decline.
 */
export function localPayments(opts: { db: Db; mailer: Mailer; clock: Clock }): PaymentsAdapter & {
  tokenize(userId: number, card: CardDetails, exec?: Executor): Promise<{ id: string; card: CardSummary }>;
} {
  const { mailer, clock } = opts;
  const on = (exec?: Executor) => exec ?? opts.db;

  /** The ledger row an earlier call with this idempotency key wrote, if any. */
  async function byKey(key: string, exec?: Executor) {
    const [row] = await on(exec).select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, key));
    return row ?? null;
  }

  /**
   * A customer and its cards, in one statement; with `chargeKey`, also the charge an earlier call with
   * that idempotency key made (a checkout's charge is one round trip fewer).
   */
  async function cardsOf(customerId: string, exec?: Executor, chargeKey?: string) {
    const rows = await on(exec)
      .select({
        customer: paymentCustomers,
        card: paymentCards,
        done: chargeKey
          ? sql<
              string | null
            >`(select ${paymentCharges.status} || ' ' || ${paymentCharges.providerChargeId} from ${paymentCharges} where ${paymentCharges.idempotencyKey} = ${chargeKey})`
          : sql<null>`null`,
      })
      .from(paymentCustomers)
      .leftJoin(paymentCards, eq(paymentCards.userId, paymentCustomers.userId))
      .where(and(eq(paymentCustomers.providerCustomerId, customerId), eq(paymentCustomers.provider, 'local')))
      .orderBy(paymentCards.id);
    const [first] = rows;
    if (!first) throw new CardNotFoundError();
    const [doneStatus, doneChargeId] = first.done?.split(' ') ?? [];
    return {
      customer: first.customer,
      cards: rows.flatMap((r) => (r.card ? [r.card] : [])),
      done: doneChargeId ? { status: doneStatus!, chargeId: doneChargeId } : null,
    };
  }

  return {
    kind: 'local',

    async tokenize(userId, card, exec) {
      const id = newId('tok');
      // Stripe's authentication test card keeps its bank's demand as a 'decline' code of its own: the
      // charge answers requires_action on-session and is declined off-session.
      const decline =
        card.number === TEST_CARD_AUTHENTICATION
          ? { code: AUTHENTICATION_REQUIRED_CODE }
          : TEST_CARD_DECLINES[card.number];
      const row = {
        id,
        userId,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: card.name,
        declineCode: decline?.code ?? null,
        createdAt: clock.now(),
      };
      await on(exec).insert(paymentTokens).values(row);
      return {
        id,
        card: {
          id,
          brand: row.brand,
          last4: row.last4,
          expMonth: row.expMonth,
          expYear: row.expYear,
          name: row.holderName,
        },
      };
    },

    async ensureCustomer(user, exec) {
      const db = on(exec);
      const where = and(eq(paymentCustomers.userId, user.userId), eq(paymentCustomers.provider, 'local'));
      const [existing] = await db.select().from(paymentCustomers).where(where);
      if (existing) return existing.providerCustomerId;
      await db
        .insert(paymentCustomers)
        .values({ userId: user.userId, provider: 'local', providerCustomerId: newId('cus') })
        .onConflictDoNothing();
      const [row] = await db.select().from(paymentCustomers).where(where);
      return row!.providerCustomerId;
    },

    async listCards(customerId, exec) {
      const { customer, cards } = await cardsOf(customerId, exec);
      return { cards: cards.map(toSummary), defaultCardId: customer.defaultCardId };
    },

    async addCard(customerId, userId, token, exec) {
      const db = on(exec);
      const { customer } = await cardsOf(customerId, exec);
      if (customer.userId !== userId) throw new CardNotFoundError();
      // Single use: the token is spent in the same statement that reads it.
      const [tok] = await db
        .update(paymentTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(eq(paymentTokens.id, token), eq(paymentTokens.userId, userId), isNull(paymentTokens.usedAt)),
        )
        .returning();
      if (!tok) throw new CardNotFoundError();
      const [card] = await db
        .insert(paymentCards)
        .values({
          userId,
          providerCardId: newId('card'),
          brand: tok.brand,
          last4: tok.last4,
          expMonth: tok.expMonth,
          expYear: tok.expYear,
          holderName: tok.holderName,
          declineCode: tok.declineCode,
          createdAt: clock.now(),
        })
        .returning();
      if (!customer.defaultCardId)
        await db
          .update(paymentCustomers)
          .set({ defaultCardId: card!.providerCardId })
          .where(eq(paymentCustomers.id, customer.id));
      return toSummary(card!);
    },

    async setDefaultCard(customerId, cardId, exec) {
      const { customer, cards } = await cardsOf(customerId, exec);
      if (!cards.some((c) => c.providerCardId === cardId)) throw new CardNotFoundError();
      await on(exec)
        .update(paymentCustomers)
        .set({ defaultCardId: cardId })
        .where(eq(paymentCustomers.id, customer.id));
    },

    async removeCard(customerId, cardId, exec) {
      const { customer, cards } = await cardsOf(customerId, exec);
      const card = cards.find((c) => c.providerCardId === cardId);
      if (!card) throw new CardNotFoundError();
      await on(exec).delete(paymentCards).where(eq(paymentCards.id, card.id));
      if (customer.defaultCardId === cardId)
        await on(exec)
          .update(paymentCustomers)
          .set({ defaultCardId: cards.find((c) => c.providerCardId !== cardId)?.providerCardId ?? null })
          .where(eq(paymentCustomers.id, customer.id));
    },

    async charge(input, exec) {
      const db = on(exec);
      const { cards, done } = await cardsOf(input.customerId, exec, input.idempotencyKey);
      // The same key again answers as the first call did (Stripe replays a key's first answer).
      if (done?.status === 'requires_action')
        return { status: 'requires_action', chargeId: done.chargeId, clientSecret: null };
      if (done?.status === 'failed' || done?.status === 'canceled')
        throw new PaymentDeclinedError(AUTHENTICATION_FAILED, 'payment_intent_authentication_failure');
      if (done) return { status: 'succeeded', chargeId: done.chargeId };
      const card = cards.find((c) => c.providerCardId === input.cardId);
      if (!card) throw new CardNotFoundError();
      const now = clock.now();
      if (
        card.expYear < now.getUTCFullYear() ||
        (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
      )
        throw new PaymentDeclinedError(CARD_EXPIRED, 'expired_card');
      const needsAuthentication = card.declineCode === AUTHENTICATION_REQUIRED_CODE;
      if (needsAuthentication && input.offSession)
        throw new PaymentDeclinedError(AUTHENTICATION_DECLINE, AUTHENTICATION_REQUIRED_CODE);
      if (card.declineCode && !needsAuthentication) {
        const decline = Object.values(TEST_CARD_DECLINES).find((d) => d.code === card.declineCode);
        throw new PaymentDeclinedError(decline?.message ?? CARD_DECLINED, card.declineCode);
      }
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
        throw new PaymentDeclinedError('The amount must be greater than $0.', 'invalid_amount');
      const chargeId = newId('ch');
      await db.insert(paymentCharges).values({
        userId: input.userId,
        providerChargeId: chargeId,
        providerCardId: card.providerCardId,
        amountCents: input.amountCents,
        status: needsAuthentication ? 'requires_action' : 'succeeded',
        idempotencyKey: input.idempotencyKey,
        description: input.description,
        createdAt: now,
      });
      return needsAuthentication
        ? { status: 'requires_action', chargeId, clientSecret: null }
        : { status: 'succeeded', chargeId };
    },

    async paymentStatus(chargeId, exec) {
      const [row] = await on(exec)
        .select({ status: paymentCharges.status })
        .from(paymentCharges)
        .where(eq(paymentCharges.providerChargeId, chargeId));
      if (row?.status === 'succeeded' || row?.status === 'requires_action') return row.status;
      return 'failed';
    },

    async authenticate(chargeId, userId, outcome, exec) {
      const [row] = await on(exec)
        .update(paymentCharges)
        .set({ status: outcome === 'complete' ? 'succeeded' : 'failed' })
        .where(
          and(
            eq(paymentCharges.providerChargeId, chargeId),
            eq(paymentCharges.userId, userId),
            eq(paymentCharges.status, 'requires_action'),
          ),
        )
        .returning({ id: paymentCharges.id });
      if (!row) throw new CardNotFoundError();
    },

    async refund(chargeId, _key, exec) {
      // Taken: refunded. Still waiting for (or refused at) authentication: canceled, never to be taken.
      const db = on(exec);
      const where = (statuses: string[]) =>
        and(eq(paymentCharges.providerChargeId, chargeId), inArray(paymentCharges.status, statuses));
      await db
        .update(paymentCharges)
        .set({ status: 'canceled' })
        .where(where(['requires_action', 'failed']));
      await db
        .update(paymentCharges)
        .set({ status: 'refunded', refundedAt: clock.now() })
        .where(and(where(['succeeded', 'invoiced']), isNull(paymentCharges.refundedAt)));
    },

    async findPayment(query, exec) {
      const row = await byKey(query.idempotencyKey, exec);
      const live = query.kind === 'charge' ? 'succeeded' : 'invoiced';
      return row && row.status === live ? { id: row.providerChargeId } : null;
    },

    async createInvoice(input, exec) {
      const db = on(exec);
      const done = await byKey(input.idempotencyKey, exec);
      if (done) return { invoiceId: done.providerChargeId };
      const invoiceId = newId('in');
      const total = input.lines.reduce((s, l) => s + l.quantity * l.unitAmountCents, 0);
      const now = clock.now();
      await db.insert(paymentCharges).values({
        userId: input.userId,
        providerChargeId: invoiceId,
        amountCents: total,
        status: 'invoiced',
        idempotencyKey: input.idempotencyKey,
        description: `Invoice for ${input.reference}`,
        createdAt: now,
      });
      const pdf = await invoicePdf(invoiceId, input, now);
      // Issue 32: in the buyer's language, as their receipt.
      const locale = input.locale ?? DEFAULT_LOCALE;
      const t = (key: ServerKey | 'email.hello', values?: MessageValues) => translate(locale, key, values);
      const amount = formatCents(total, locale);
      await mailer.send({
        to: input.email,
        subject: t('mail.invoice.subject', {
          marketplace: MARKETPLACE_NAME,
          id: input.reference.replace(/^order-/, ''),
        }),
        text: [
          t('email.hello', { name: input.billTo.name }),
          t('mail.invoice.body', { invoice: invoiceId, amount, days: input.daysUntilDue }),
          t('mail.invoice.thanks'),
        ].join('\n\n'),
        attachments: [{ filename: `invoice-${invoiceId}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
      return { invoiceId };
    },

    async createSubscription() {
      return { subscriptionId: newId('sub'), status: 'active' };
    },

    async cancelSubscription() {
      return { status: 'canceled' };
    },
  };
}

function invoicePdf(invoiceId: string, input: InvoiceInput, now: Date) {
  const locale: Locale = input.locale ?? DEFAULT_LOCALE;
  const t = (key: ServerKey, values?: MessageValues) => translate(locale, key, values);
  const money = (cents: number) => formatCents(cents, locale);
  const due = new Date(now.getTime() + input.daysUntilDue * 86_400_000);
  const day = (d: Date) =>
    d.toLocaleDateString(LOCALES[locale].intl, { timeZone: 'America/New_York', dateStyle: 'long' });
  const total = input.lines.reduce((s, l) => s + l.quantity * l.unitAmountCents, 0);
  return renderPdf({ title: `${t('doc.invoice.title')} ${invoiceId}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#2f5d3a').text(MARKETPLACE_NAME);
    doc.moveDown(0.3).fontSize(14).fillColor('#222222').text(t('doc.invoice.title'));
    doc.font('Helvetica').fontSize(10);
    doc.text(t('doc.invoice.number', { invoice: invoiceId }));
    doc.text(t('doc.invoice.reference', { reference: input.reference }));
    doc.text(t('doc.invoice.date', { date: day(now) }));
    doc.text(t('doc.invoice.due', { date: day(due) }));
    doc.moveDown(0.5).font('Helvetica-Bold').text(t('doc.invoice.billTo'));
    doc.font('Helvetica').text([input.billTo.name, input.billTo.organization].filter(Boolean).join(', '));
    if (input.billTo.address) doc.text(input.billTo.address);
    doc.moveDown(1);
    drawTable(
      doc,
      [
        { header: t('doc.invoice.description'), width: 265 },
        { header: t('sheet.qty'), width: 50, align: 'right' },
        { header: t('doc.invoice.unitPrice'), width: 90, align: 'right' },
        { header: t('doc.invoice.amount'), width: 90, align: 'right' },
      ],
      input.lines.map((l) => [
        l.description,
        String(l.quantity),
        money(l.unitAmountCents),
        money(l.quantity * l.unitAmountCents),
      ]),
    );
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(t('doc.invoice.amountDue', { amount: money(total) }), { align: 'right' });
  });
}
