import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthResponseSchema, notReadyResponseSchema, readyResponseSchema } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { MIGRATIONS_DIR } from '../../db/client';

/** The newest migration this build ships (drizzle's journal): the database must have applied it. */
function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Probes for load balancers and orchestrators, outside the client's Basic authorization:
 * GET /api/health (liveness: the process answers) and GET /api/ready (it should get traffic: the
 * database answers and has every migration of this build; 503 once shutdown has begun, so the load
 * balancer stops sending requests while the ones in flight finish).
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  const expected = latestMigrationMillis();
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  const tags = ['health'];
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        security: [],
        response: { 200: healthResponseSchema.meta({ description: 'The process answers.' }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and has every migration of this build',
        security: [],
        response: {
          200: readyResponseSchema.meta({ description: 'Ready for traffic.' }),
          503: notReadyResponseSchema.meta({
            description: 'Not ready: shutting down, or the database is unreachable or not migrated.',
          }),
        },
      },
    },
    async (_req, reply) => {
      const notReady = (reason: string) => reply.status(503).send({ status: 'unavailable', reason });
      if (draining) return notReady('shutting down');
      let applied: number;
      try {
        const res = (await deps.database.db.execute(
          sql`SELECT coalesce(max(created_at), 0)::bigint AS applied FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { applied: string | number }[] };
        applied = Number(res.rows[0]?.applied ?? 0);
      } catch (err) {
        return notReady(`database unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (applied < expected) return notReady('database migrations not applied');
      return { status: 'ready', database: deps.database.kind };
    },
  );
}
