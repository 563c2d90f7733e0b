import type { FastifyInstance } from 'fastify';
import { adminRecordsApi } from '@lfm/core';
import { adminOnly } from '../../http/roles';
import { requestLocale } from '../../http/locale';
import { serve, serveFile } from '../../http/serve';
import { report, reportCsv } from './service';

/** Issue 33.4: the admin's reports over a period, as figures and as CSV. */
export async function reportRoutes(app: FastifyInstance) {
  const guards = [adminOnly];
  serve(app, adminRecordsApi.report, { guards }, async (req) =>
    report(app.deps, req.query.report, req.query, requestLocale(req)),
  );
  serveFile(app, adminRecordsApi.reportCsv, { guards }, async (req, reply) => {
    const file = await reportCsv(app.deps, req.query.report, req.query, requestLocale(req));
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
