/** Farms are paid (issue 30.4) and the admin's money report (30.5): the farmer's and the admin's calls. */
import { z } from 'zod';
import {
  adminStatementsQuery,
  farmFeeBody,
  feeSettingsBody,
  localOnboardingBody,
  markPaidBody,
  moneyReportQuery,
  moneyReportSchema,
  payoutAccountSchema,
  payoutBody,
  payoutSettingsSchema,
  refundOrderBody,
  refundOrderResultSchema,
  statementDetailSchema,
  statementFileQuery,
  statementListSchema,
  statementQuery,
} from '../payouts';
import { messageResponseSchema } from './http';
import { moneyRowExample, statementExample } from './examples';
import { fileRoute, route } from './route';

const farmer = { tags: ['farmer portal'], access: 'user' } as const;
const admin = { tags: ['admin'], access: 'user' } as const;
const CSV_OR_PDF = ['text/csv', 'application/pdf'] as const;

/** The farmer's statements and payout account, and the admin's payouts, fees and money report. */
export const payoutsApi = {
  farmerStatements: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/statements',
    summary: "Your farm's statements, one per closed order window, newest first",
    response: statementListSchema.meta({ examples: [{ statements: [statementExample] }] }),
    errors: [403, 404],
  }),
  farmerStatement: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/statement',
    summary: 'One of your statements with its lines: orders, items, fees, refunds, the amount owed',
    query: statementQuery,
    response: statementDetailSchema,
    errors: [400, 403, 404],
  }),
  farmerStatementFile: fileRoute({
    ...farmer,
    method: 'GET',
    path: 'farmer/statement/file',
    summary: 'One of your statements as CSV or PDF',
    query: statementFileQuery,
    file: CSV_OR_PDF,
    errors: [400, 403, 404],
  }),
  account: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/payouts/account',
    summary: 'Your payout account: connected, ready for payouts, and the fee your sales pay',
    response: payoutAccountSchema.meta({
      examples: [
        {
          provider: 'stripe',
          connected: true,
          payoutsEnabled: true,
          accountId: 'acct_1QegHawthorn',
          feeBasisPoints: 1000,
        },
      ],
    }),
    errors: [403, 404],
  }),
  connect: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/payouts/connect',
    summary: 'Connect a payout account: answers the onboarding link to send the farmer to (Stripe Connect)',
    response: z
      .object({
        url: z.string().meta({
          description:
            "The onboarding page to send the farmer to (Stripe's, or the built-in stand-in's path).",
        }),
      })
      .meta({ examples: [{ url: 'https://connect.stripe.com/setup/e/acct_1QegHawthorn/Xy12' }] }),
    errors: [403, 404],
  }),
  onboarding: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/payouts/onboarding',
    summary: "Built-in processor only: finish the onboarding stand-in (Stripe's hosted onboarding does this)",
    body: localOnboardingBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Your payout account is connected.' }] }),
    errors: [400, 403, 404],
  }),

  settings: route({
    ...admin,
    method: 'GET',
    path: 'admin/payouts/settings',
    summary: "The marketplace's fee, each farm's own fee and payout account, and the periods with statements",
    response: payoutSettingsSchema.meta({
      examples: [
        {
          feeBasisPoints: 1000,
          farms: [
            { farmId: 7, farmName: 'Hawthorn Hill Farm', feeBasisPoints: null, accountConnected: true },
          ],
          periods: ['2026-11-20', '2026-11-13'],
          provider: 'stripe',
        },
      ],
    }),
    errors: [403],
  }),
  setFee: route({
    ...admin,
    method: 'POST',
    path: 'admin/payouts/fee',
    summary: "Set the marketplace's fee on item sales (basis points; statements made from now on)",
    body: feeSettingsBody,
    response: messageResponseSchema
      .extend({ feeBasisPoints: z.number().int() })
      .meta({ examples: [{ message: 'Marketplace fee saved.', feeBasisPoints: 850 }] }),
    errors: [400, 403],
  }),
  setFarmFee: route({
    ...admin,
    method: 'POST',
    path: 'admin/payouts/farmFee',
    summary: "Set one farm's own fee (basis points), or null for the marketplace's",
    body: farmFeeBody,
    response: messageResponseSchema.meta({ examples: [{ message: "The farm's fee is saved." }] }),
    errors: [400, 403, 404],
  }),
  statements: route({
    ...admin,
    method: 'GET',
    path: 'admin/payouts/statements',
    summary: "Every farm's statements, of one period (the day its windows closed) or all",
    query: adminStatementsQuery,
    response: statementListSchema.meta({ examples: [{ statements: [statementExample] }] }),
    errors: [400, 403],
  }),
  statement: route({
    ...admin,
    method: 'GET',
    path: 'admin/payouts/statement',
    summary: 'One statement with its lines',
    query: statementQuery,
    response: statementDetailSchema,
    errors: [400, 403, 404],
  }),
  statementFile: fileRoute({
    ...admin,
    method: 'GET',
    path: 'admin/payouts/statement/file',
    summary: 'One statement as CSV or PDF',
    query: statementFileQuery,
    file: CSV_OR_PDF,
    errors: [400, 403, 404],
  }),
  payoutFile: fileRoute({
    ...admin,
    method: 'GET',
    path: 'admin/payouts/export',
    summary: 'The payout file (CSV): what each farm is owed for the period, and what was paid',
    query: adminStatementsQuery,
    file: ['text/csv'],
    errors: [400, 403],
  }),
  markPaid: route({
    ...admin,
    method: 'POST',
    path: 'admin/payouts/markPaid',
    summary: 'Record a statement paid outside the marketplace (method, reference, date)',
    body: markPaidBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Statement marked paid.' }] }),
    errors: [400, 403, 404, 409],
  }),
  transfer: route({
    ...admin,
    method: 'POST',
    path: 'admin/payouts/transfer',
    summary: "Pay a statement's amount to the farm's connected account (Stripe Transfer; idempotent)",
    body: payoutBody,
    response: messageResponseSchema
      .extend({
        transferId: z.string().meta({ description: "The processor's transfer id." }),
      })
      .meta({ examples: [{ message: 'Transfer sent.', transferId: 'tr_1QegHawthorn12' }] }),
    errors: [400, 403, 404, 409],
  }),
  money: route({
    ...admin,
    method: 'GET',
    path: 'admin/money',
    summary: 'Gross sales, marketplace fees, refunds, owed and paid per farm and per period',
    query: moneyReportQuery,
    response: moneyReportSchema.meta({
      examples: [
        {
          totals: { ...moneyRowExample, key: 'all', label: 'All farms' },
          byFarm: [moneyRowExample],
          byPeriod: [{ ...moneyRowExample, key: '2026-11-20', label: 'Nov 20, 2026' }],
        },
      ],
    }),
    errors: [400, 403],
  }),
  moneyFile: fileRoute({
    ...admin,
    method: 'GET',
    path: 'admin/money/export',
    summary: 'The money report as CSV',
    query: moneyReportQuery,
    file: ['text/csv'],
    errors: [400, 403],
  }),
  refund: route({
    ...admin,
    method: 'POST',
    path: 'admin/orders/refund',
    summary: "Refund an order after its windows closed (the farms' next statements take it off)",
    description:
      'The whole order is refunded; the subscriptions it started are cancelled with it (they renew no more).',
    body: refundOrderBody,
    response: refundOrderResultSchema,
    errors: [400, 403, 404],
  }),
};
