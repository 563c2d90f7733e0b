import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStatementsQuery,
  errorResponses,
  farmFeeBody,
  feeSettingsBody,
  fileResponse,
  localOnboardingBody,
  markPaidBody,
  moneyReportQuery,
  okResponse,
  payoutBody,
  refundOrderBody,
  statementFileQuery,
  statementQuery,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { adminOnly, farmerOnly } from '../../http/roles';
import type { FileAnswer } from './documents';
import { statementFile } from './documents';
import { setFarmFee, setMarketplaceFee } from './fees';
import { moneyReport, moneyReportCsv } from './money';
import {
  completeLocalOnboarding,
  connectAccount,
  markPaid,
  payByTransfer,
  payoutAccount,
  payoutSettings,
} from './payouts';
import { adminPayoutFile, adminStatements, farmStatements, statementDetail } from './reading';
import { refundOrder } from './refunds';

const sendFile = (reply: FastifyReply, file: FileAnswer) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

const statementFileResponse = fileResponse('The statement as CSV or a printable PDF.', [
  'text/csv',
  'application/pdf',
]);

/** The farmer portal's statements and payout account (issue 30.4). */
export async function farmerPayoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farmer portal'];
  const guard = [api.requireUser, farmerOnly];
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  api.get(
    '/farmer/statements',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403, 404) },
        tags,
        summary: "Your farm's statements, one per closed order window, newest first",
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await farmStatements(api.deps, me(req))),
  );
  api.get(
    '/farmer/statement',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'One of your statements with its lines: orders, items, fees, refunds, the amount owed',
        querystring: statementQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await statementDetail(api.deps, req.query.statementId, me(req))),
  );
  api.get(
    '/farmer/statement/file',
    {
      schema: {
        response: { ...statementFileResponse, ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'One of your statements as CSV or PDF',
        querystring: statementFileQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await statementFile(
          await statementDetail(api.deps, req.query.statementId, me(req)),
          req.query.format,
        ),
      ),
  );
  api.get(
    '/farmer/payouts/account',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403, 404) },
        tags,
        summary: 'Your payout account: connected, ready for payouts, and the fee your sales pay',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await payoutAccount(api.deps, me(req))),
  );
  api.post(
    '/farmer/payouts/connect',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403, 404) },
        tags,
        summary:
          'Connect a payout account: answers the onboarding link to send the farmer to (Stripe Connect)',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await connectAccount(api.deps, me(req))),
  );
  api.post(
    '/farmer/payouts/onboarding',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary:
          "Built-in processor only: finish the onboarding stand-in (Stripe's hosted onboarding does this)",
        body: localOnboardingBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await completeLocalOnboarding(api.deps, me(req), req.body.accountId)),
  );
}

/** The admin's payouts, fees and money report (issue 30.4, 30.5). */
export async function adminPayoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const guard = [api.requireUser, adminOnly];

  api.get(
    '/admin/payouts/settings',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary:
          "The marketplace's fee, each farm's own fee and payout account, and the periods with statements",
        security: signedIn,
      },
      preHandler: guard,
    },
    async () => ok(await payoutSettings(api.deps)),
  );
  api.post(
    '/admin/payouts/fee',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: "Set the marketplace's fee on item sales (basis points; statements made from now on)",
        body: feeSettingsBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await setMarketplaceFee(api.deps, req.body.feeBasisPoints)),
  );
  api.post(
    '/admin/payouts/farmFee',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: "Set one farm's own fee (basis points), or null for the marketplace's",
        body: farmFeeBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await setFarmFee(api.deps, req.body.farmId, req.body.feeBasisPoints)),
  );
  api.get(
    '/admin/payouts/statements',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: "Every farm's statements, of one period (the day its windows closed) or all",
        querystring: adminStatementsQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await adminStatements(api.deps, req.query)),
  );
  api.get(
    '/admin/payouts/statement',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'One statement with its lines',
        querystring: statementQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await statementDetail(api.deps, req.query.statementId)),
  );
  api.get(
    '/admin/payouts/statement/file',
    {
      schema: {
        response: { ...statementFileResponse, ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'One statement as CSV or PDF',
        querystring: statementFileQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await statementFile(await statementDetail(api.deps, req.query.statementId), req.query.format),
      ),
  );
  api.get(
    '/admin/payouts/export',
    {
      schema: {
        response: {
          ...fileResponse('The payout file as CSV.', ['text/csv']),
          ...errorResponses(400, 401, 403),
        },
        tags,
        summary: 'The payout file (CSV): what each farm is owed for the period, and what was paid',
        querystring: adminStatementsQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) => sendFile(reply, await adminPayoutFile(api.deps, req.query)),
  );
  api.post(
    '/admin/payouts/markPaid',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404, 409) },
        tags,
        summary: 'Record a statement paid outside the marketplace (method, reference, date)',
        body: markPaidBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await markPaid(api.deps, req.body)),
  );
  api.post(
    '/admin/payouts/transfer',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404, 409) },
        tags,
        summary: "Pay a statement's amount to the farm's connected account (Stripe Transfer; idempotent)",
        body: payoutBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await payByTransfer(api.deps, req.body.statementId)),
  );
  api.get(
    '/admin/money',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Gross sales, marketplace fees, refunds, owed and paid per farm and per period',
        querystring: moneyReportQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await moneyReport(api.deps, req.query)),
  );
  api.get(
    '/admin/money/export',
    {
      schema: {
        response: {
          ...fileResponse('The money report as CSV.', ['text/csv']),
          ...errorResponses(400, 401, 403),
        },
        tags,
        summary: 'The money report as CSV',
        querystring: moneyReportQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) => sendFile(reply, await moneyReportCsv(api.deps, req.query)),
  );
  api.post(
    '/admin/orders/refund',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: "Refund an order after its windows closed (the farms' next statements take it off)",
        body: refundOrderBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await refundOrder(api.deps, req.body.orderId)),
  );
}
