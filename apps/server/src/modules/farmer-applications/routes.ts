import type { FastifyInstance } from 'fastify';
import { adminApi } from '@lfm/core';
import { requestLocale } from '../../http/locale';
import { attemptLimits } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { submitApplication } from './service';

export async function farmerApplicationRoutes(app: FastifyInstance) {
  // It sends mail to the address given: keep it from being used to flood an inbox.
  const limits = attemptLimits(app, 'addFarmer', { perIp: 10, perEmail: 3 });
  serve(
    app,
    adminApi.addFarmer,
    { onRequest: limits.onRequest, guards: limits.preHandler && [limits.preHandler] },
    async (req) =>
      submitApplication(
        app.deps,
        req.body,
        (err) => req.log.error({ err }, 'farmer application mail failed'),
        requestLocale(req),
      ),
  );
}
