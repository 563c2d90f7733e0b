/**
 * Farms are paid (issue 30.4) and the admin's money report (30.5): the marketplace's fee, each farm's
 * statement per closed order window, payouts, and the words both sides show. Money is integer cents;
 * the fee is in basis points (1% = 100).
 */
import { msg } from './i18n/translate';
import { z } from 'zod';
import { FROM_AFTER_TO, calendarDateField, type DateFieldName } from './farm-sales';
import { instantSchema } from './contract/http';
import { requiredText } from './fields';
import { DEFAULT_TIME_ZONE } from './order-window';
import { statementExample, statementLineExample } from './contract/examples';

/** The marketplace's fee when the admin has not set one: 10% of item sales. */
export const DEFAULT_FEE_BASIS_POINTS = 1000;
export const FEE_BASIS_POINTS_MAX = 5000;
export const FEE_MESSAGE = msg('payout.feeMessage');

/**
 * The marketplace's fee on a farm's item sales (delivery and shipping fees are the farm's own):
 * rounded half up to the cent, so a sale's fee is known when its statement is made and reversed exactly.
 */
export const marketplaceFeeCents = (itemsCents: number, basisPoints: number) =>
  Math.floor((itemsCents * basisPoints + 5000) / 10_000);

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** An instant as the marketplace's calendar day, YYYY-MM-DD (statements' periods, payment dates). */
export const marketDay = (at: Date | string) => DAY.format(new Date(at));

/** 1000 basis points shown as '10%', 850 as '8.5%'. */
export const formatBasisPoints = (bp: number) => `${(bp / 100).toString()}%`;

/** What the admin types ('8.5') as basis points (850), or null when it is not a valid fee. */
export function percentToBasisPoints(percent: string | number): number | null {
  const textValue = String(percent).trim().replace(/%$/, '').trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(textValue)) return null;
  const bp = Math.round(Number(textValue) * 100);
  return bp >= 0 && bp <= FEE_BASIS_POINTS_MAX ? bp : null;
}

const basisPoints = z.coerce
  .number({ error: FEE_MESSAGE })
  .int(FEE_MESSAGE)
  .min(0, FEE_MESSAGE)
  .max(FEE_BASIS_POINTS_MAX, FEE_MESSAGE);

export const FARM_REQUIRED = msg('payout.farmRequired');
export const STATEMENT_REQUIRED = msg('payout.statementRequired');
const statementId = z.coerce
  .number({ error: STATEMENT_REQUIRED })
  .int(STATEMENT_REQUIRED)
  .positive(STATEMENT_REQUIRED);

/** admin/payouts/fee: the marketplace's fee on item sales. */
export const feeSettingsBody = z.object({ feeBasisPoints: basisPoints });
/** admin/payouts/farmFee: one farm's own fee; null goes back to the marketplace's. */
export const farmFeeBody = z.object({
  farmId: z.coerce.number({ error: FARM_REQUIRED }).int(FARM_REQUIRED).positive(FARM_REQUIRED),
  feeBasisPoints: basisPoints.nullable(),
});

export const PAYMENT_METHODS = ['bank_transfer', 'check', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'transfer';
export const PAYMENT_METHOD_MESSAGE = msg('payout.paymentMethodRequired');
export const PAYMENT_REFERENCE_MESSAGE = msg('payout.paymentReferenceRequired');
export const PAID_ON_FUTURE = msg('payout.paidOnFuture');

/** admin/payouts/markPaid: paid outside the marketplace (a check, a bank transfer). */
export const markPaidBody = z.object({
  statementId,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
  reference: requiredText(PAYMENT_REFERENCE_MESSAGE, {
    length: 100,
    message: msg('payout.referenceMax', { n: 100 }),
  }),
  paidOn: calendarDateField('payment'),
});
export type MarkPaidRequest = z.input<typeof markPaidBody>;

/** admin/payouts/transfer: pay the statement's amount to the farm's connected account. */
export const payoutBody = z.object({ statementId });

const optionalDate = (which: DateFieldName) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    calendarDateField(which).optional(),
  );

/** admin/payouts/statements and its payout file: one period (the day its windows closed) or all. */
export const adminStatementsQuery = z.object({
  periodEnd: optionalDate('period'),
  status: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['owed', 'paid'], { error: msg('payout.statusOwedOrPaid') }).optional(),
    )
    .optional(),
});
export type AdminStatementsQuery = z.output<typeof adminStatementsQuery>;

/** admin/money: statements whose period ended from `from` to `to` (both days included). */
export const moneyReportQuery = z
  .object({ from: optionalDate('from'), to: optionalDate('to') })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: FROM_AFTER_TO,
    path: ['to'],
  });
export type MoneyReportQuery = z.output<typeof moneyReportQuery>;

/** One statement (the farmer's own, or any for the admin). */
export const statementQuery = z.object({ statementId });
export const statementFileQuery = z.object({
  statementId,
  format: z.enum(['csv', 'pdf'], { error: msg('validation.fileFormat') }).default('csv'),
});

export const ORDER_REQUIRED = msg('payout.orderRequired');
/** admin/orders/refund: an order refunded after its window closed (a negative line on its farms' next statements). */
export const refundOrderBody = z.object({
  orderId: z.coerce.number({ error: ORDER_REQUIRED }).int(ORDER_REQUIRED).positive(ORDER_REQUIRED),
});
/** admin/orders/refund's answer: what was done, and how many of the order's subscriptions it stopped. */
export const refundOrderResultSchema = z
  .object({
    message: z.string(),
    subscriptionsCancelled: z.number().int().nonnegative().meta({
      description:
        'Subscriptions the order started that the refund cancelled: they renew no more (0 when it started none, or they had ended).',
    }),
  })
  .meta({
    // English as written: an example is built at load, before any answer's language is known.
    examples: [
      {
        message:
          'Order refunded, and the subscription it started is cancelled: it will not renew. The buyer has been told.',
        subscriptionsCancelled: 1,
      },
    ],
  });
export type RefundOrderResultDto = z.infer<typeof refundOrderResultSchema>;
/** farmer/payouts/onboarding: the built-in processor's onboarding stand-in, finished for this account. */
export const localOnboardingBody = z.object({
  accountId: requiredText(msg('payout.accountMissing'), { length: 100 }),
});

/**
 * 'carried': the amount owed was below zero (refunds exceeded the period's sales), so nothing is paid; it
 * is a line of the farm's next statement instead. A statement owing zero is neither paid nor carried.
 */
export const STATEMENT_STATUSES = ['owed', 'processing', 'paid', 'carried'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
/**
 * A statement's status as people read it (the catalogue's `statement.status`): an 'owed' statement says
 * whether anything is owed, nothing ('nothingOwed': neither paid nor carried), or a balance below zero
 * waiting for the farm's next statement ('toCarry').
 */
export type StatementState = StatementStatus | 'nothingOwed' | 'toCarry';
export const statementState = (s: { status: StatementStatus; owedCents: number }): StatementState =>
  s.status !== 'owed' ? s.status : s.owedCents > 0 ? 'owed' : s.owedCents === 0 ? 'nothingOwed' : 'toCarry';
/** What an admin can pay: a statement still owed, for more than zero. */
export const isPayable = (s: { status: StatementStatus; owedCents: number }) =>
  s.status === 'owed' && s.owedCents > 0;
const cents = (description: string) => z.number().int().meta({ description });
const payoutProvider = z.enum(['local', 'stripe']).meta({
  description: "The payout processor: 'stripe' (Stripe Connect) or 'local' (the built-in stand-in).",
});

/** One statement's figures. owedCents = itemsCents + deliveryCents - refundsCents - feeCents. */
export const statementFiguresSchema = z.object({
  itemsCents: cents('Item sales, in cents.'),
  deliveryCents: cents("Delivery and shipping fees, in cents (the farm's own: no marketplace fee)."),
  refundsCents: cents('Orders refunded after an earlier statement counted them, in cents.'),
  feeCents: cents("The marketplace's fee on item sales, in cents."),
  owedCents: cents(
    "What the farm is owed: items + delivery - refunds - fee + the balance carried in, in cents. Below zero, it is carried to the farm's next statement.",
  ),
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const statementSchema = statementFiguresSchema
  .extend({
    id: z.number().int(),
    farmId: z.number().int(),
    farmName: z.string(),
    periodStart: instantSchema.nullable().meta({
      description: "The previous statement's end (the period starts after it); null for the farm's first.",
    }),
    periodEnd: instantSchema.meta({ description: 'When the order window this statement is for closed.' }),
    carriedCents: cents(
      "The negative balance of the farm's earlier statement(s) carried onto this one ('carry' lines), in cents: zero or below.",
    ),
    status: z.enum(STATEMENT_STATUSES).meta({
      description:
        "'processing': a payout transfer is under way. 'carried': owed below zero, carried to the statement `carriedTo`.",
    }),
    carriedTo: z
      .object({ statementId: z.number().int(), periodEnd: instantSchema })
      .nullable()
      .meta({ description: "A carried statement: the farm's statement its balance is a line of." }),
    orders: z.number().int().meta({ description: 'How many orders the statement counts.' }),
    paidAt: instantSchema.nullable(),
    paidOn: z.string().nullable().meta({ description: 'The day it was paid, YYYY-MM-DD (market time).' }),
    paidMethod: z.enum([...PAYMENT_METHODS, 'transfer']).nullable(),
    paidReference: z.string().nullable().meta({ description: 'Check number, transfer id.' }),
    canTransfer: z.boolean().meta({ description: "The farm's payout account is ready for a transfer." }),
    transferFailure: z.string().nullable().meta({
      description:
        "Why the processor refused the last transfer of this statement, in its words (the statement is owed again); null when none was refused. A transfer whose outcome is unknown stays 'processing' instead, and is finished by the server.",
    }),
  })
  .meta({
    examples: [statementExample],
  });
export type StatementDto = z.infer<typeof statementSchema>;

export const statementLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['sale', 'refund', 'carry']).meta({
    description:
      "'sale': what was sold; 'refund': an order refunded after it was on a statement (negative); 'carry': the negative balance of an earlier statement (`carriedFrom`), with no order.",
  }),
  orderId: z.number().int().nullable().meta({ description: 'The order sold or refunded; null on a carry.' }),
  orderedAt: instantSchema.nullable(),
  buyer: z.string().meta({ description: "The buyer's name; empty on a carry." }),
  courierType: z.string(),
  carriedFrom: z
    .object({ statementId: z.number().int(), periodEnd: instantSchema })
    .nullable()
    .meta({ description: 'A carry: the earlier statement whose balance it carries.' }),
  items: z.array(
    z.object({
      productName: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: z.number().int(),
    }),
  ),
  itemsCents: z.number().int(),
  deliveryCents: z.number().int(),
  feeBasisPoints: z
    .number()
    .int()
    .meta({ description: 'The fee this line paid, in basis points (1% = 100).' }),
  feeCents: z.number().int(),
  owedCents: z.number().int(),
});
export type StatementLineDto = z.infer<typeof statementLineSchema>;
export type StatementLineKind = StatementLineDto['kind'];

export const statementDetailSchema = z
  .object({ statement: statementSchema, lines: z.array(statementLineSchema) })
  .meta({ examples: [{ statement: statementExample, lines: [statementLineExample] }] });
export type StatementDetailDto = z.infer<typeof statementDetailSchema>;
export const statementListSchema = z.object({ statements: z.array(statementSchema) });

export const payoutAccountSchema = z.object({
  provider: payoutProvider,
  connected: z.boolean(),
  payoutsEnabled: z.boolean().meta({ description: 'Onboarding is finished: the account can be paid.' }),
  accountId: z.string().nullable(),
  feeBasisPoints: z.number().int().meta({ description: "The fee the farm's sales pay, in basis points." }),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

export const farmFeeSchema = z.object({
  farmId: z.number().int(),
  farmName: z.string(),
  feeBasisPoints: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The farm's own fee in basis points; null: the marketplace's." }),
  accountConnected: z.boolean(),
});
export type FarmFeeDto = z.infer<typeof farmFeeSchema>;

export const payoutSettingsSchema = z.object({
  feeBasisPoints: z.number().int().meta({ description: "The marketplace's fee in basis points (1% = 100)." }),
  farms: z.array(farmFeeSchema),
  periods: z
    .array(z.string())
    .meta({ description: 'Period ends (YYYY-MM-DD, market time) that have statements, newest first.' }),
  provider: payoutProvider,
});
export type PayoutSettingsDto = z.infer<typeof payoutSettingsSchema>;

export const moneyRowSchema = statementFiguresSchema.extend({
  key: z.string(),
  label: z.string(),
  grossCents: cents('Items and delivery, in cents.'),
  owedCents: cents(
    "What the statements owe, in cents: a carried statement's balance counts on the statement it was carried to.",
  ),
  paidCents: cents('What was paid out, in cents.'),
  statements: z.number().int(),
});
export type MoneyRowDto = z.infer<typeof moneyRowSchema>;

export const moneyReportSchema = z.object({
  totals: moneyRowSchema,
  byFarm: z.array(moneyRowSchema),
  byPeriod: z.array(moneyRowSchema),
});
export type MoneyReportDto = z.infer<typeof moneyReportSchema>;

/** The figures of a row of the money report, from the statements it sums. */
export function sumStatements(
  rows: (StatementFigures & { status: StatementStatus })[],
): Omit<MoneyRowDto, 'key' | 'label'> {
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    itemsCents: sum((r) => r.itemsCents),
    deliveryCents: sum((r) => r.deliveryCents),
    grossCents: sum((r) => r.itemsCents + r.deliveryCents),
    refundsCents: sum((r) => r.refundsCents),
    feeCents: sum((r) => r.feeCents),
    // A carried statement's balance is counted on the statement it was carried to, not twice.
    owedCents: sum((r) => (r.status === 'carried' ? 0 : r.owedCents)),
    paidCents: sum((r) => (r.status === 'paid' ? r.owedCents : 0)),
    statements: rows.length,
  };
}
