import type { FastifyInstance, FastifyReply } from 'fastify';
import { payoutsApi as api } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { requestLocale } from '../../http/locale';
import { adminOnly, farmerOnly } from '../../http/roles';
import { serve, serveFile } from '../../http/serve';
import { actorOf } from '../audit';
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
import { adminPayoutFile, adminStatements, farmLocale, farmStatements, statementDetail } from './reading';
import { refundOrder } from './refunds';

const sendFile = (reply: FastifyReply, file: FileAnswer) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** The farmer portal's statements and payout account (issue 30.4). */
export async function farmerPayoutRoutes(app: FastifyInstance) {
  const farmer = { guards: [farmerOnly] };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  serve(app, api.farmerStatements, farmer, async (req) => farmStatements(app.deps, me(req)));
  serve(app, api.farmerStatement, farmer, async (req) =>
    statementDetail(app.deps, req.query.statementId, me(req)),
  );
  // Issue 32: in the farmer's language (the page's, which their saved one follows).
  serveFile(app, api.farmerStatementFile, farmer, async (req, reply) =>
    sendFile(
      reply,
      await statementFile(
        await statementDetail(app.deps, req.query.statementId, me(req)),
        req.query.format,
        requestLocale(req),
      ),
    ),
  );
  serve(app, api.account, farmer, async (req) => payoutAccount(app.deps, me(req)));
  serve(app, api.connect, farmer, async (req) =>
    connectAccount(app.deps, { ...actorOf(req), userId: me(req) }),
  );
  serve(app, api.onboarding, farmer, async (req) =>
    completeLocalOnboarding(app.deps, me(req), req.body.accountId),
  );
}

/** The admin's payouts, fees and money report (issue 30.4, 30.5). */
export async function adminPayoutRoutes(app: FastifyInstance) {
  const admin = { guards: [adminOnly] };

  serve(app, api.settings, admin, async () => payoutSettings(app.deps));
  serve(app, api.setFee, admin, async (req) =>
    setMarketplaceFee(app.deps, actorOf(req), req.body.feeBasisPoints),
  );
  serve(app, api.setFarmFee, admin, async (req) =>
    setFarmFee(app.deps, actorOf(req), req.body.farmId, req.body.feeBasisPoints),
  );
  serve(app, api.statements, admin, async (req) => adminStatements(app.deps, req.query));
  serve(app, api.statement, admin, async (req) => statementDetail(app.deps, req.query.statementId));
  // The farm's statement as the farm reads it: in its owner's language (issue 32).
  serveFile(app, api.statementFile, admin, async (req, reply) => {
    const detail = await statementDetail(app.deps, req.query.statementId);
    const locale = await farmLocale(app.deps, detail.statement.farmId);
    return sendFile(reply, await statementFile(detail, req.query.format, locale));
  });
  serveFile(app, api.payoutFile, admin, async (req, reply) =>
    sendFile(reply, await adminPayoutFile(app.deps, req.query, requestLocale(req))),
  );
  serve(app, api.markPaid, admin, async (req) => markPaid(app.deps, actorOf(req), req.body));
  serve(app, api.transfer, admin, async (req) => payByTransfer(app.deps, actorOf(req), req.body.statementId));
  serve(app, api.money, admin, async (req) => moneyReport(app.deps, req.query, requestLocale(req)));
  serveFile(app, api.moneyFile, admin, async (req, reply) =>
    sendFile(reply, await moneyReportCsv(app.deps, req.query, requestLocale(req))),
  );
  serve(app, api.refund, admin, async (req) =>
    refundOrder(app.deps, actorOf(req), req.body.orderId, req.log),
  );
}
