import type { FastifyInstance } from 'fastify';
import { adminRecordsApi } from '@lfm/core';
import { adminOnly } from '../../http/roles';
import { requestLocale } from '../../http/locale';
import { serve, serveFile } from '../../http/serve';
import { auditCsv, listAudit } from './service';

/** The audit trail in the admin (issue 34.7): list and filter, and export as CSV. */
export async function auditRoutes(app: FastifyInstance) {
  const guards = [adminOnly];
  serve(app, adminRecordsApi.audit, { guards }, async (req) => listAudit(app.deps, req.query));
  serveFile(app, adminRecordsApi.auditCsv, { guards }, async (req, reply) => {
    const sheet = await auditCsv(app.deps, req.query, requestLocale(req));
    return reply
      .header('content-type', sheet.type)
      .header('content-disposition', `attachment; filename="${sheet.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.body);
  });
}
