import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('probes for load balancers', () => {
  it('GET /api/health answers without the client authorization', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('GET /api/ready is 200 on a migrated database, 503 when its latest migration is missing', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ready', database: t.database.kind }]);

    const rows = (await t.database.db.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const latest = rows.rows[0]!;
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'unavailable', reason: 'database migrations not applied' },
      ]);
    } finally {
      await t.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
