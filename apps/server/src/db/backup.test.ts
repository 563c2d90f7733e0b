/**
 * Issue 34.6: a backup taken while buyers check out restores into an empty database, the app starts on
 * it, and what it holds is whole: every order with its lines and payment, stock taken exactly for the
 * orders it holds. The embedded database's own dump round-trips too.
 */
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { okData, WEDNESDAY_MORNING } from '../test/catalog-helpers';
import { changedTables, fingerprint } from '../test/db-fingerprint';
import { get } from '../test/helpers';
import { addCard, buyer, charge, fillCart, pickupFarm, placed, sessionFor, VISA } from '../test/shop-helpers';
import { adminQuery, buildTestApp, type TestContext } from '../test/test-app';
import { withDatabase } from '../test/global-setup';
import { backup, restore } from './backup';
import { createPglite, postgresDatabase, rowsOf } from './client';
import { silentLog } from '../lib/log';
import { inventory } from './schema';
import { settleStaleRuns } from '../workflows/runner';

const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('backup and restore on PostgreSQL', () => {
  let t: TestContext;
  let restored: TestContext | undefined;
  let restoredDb: ReturnType<typeof postgresDatabase> | undefined;
  const restoredName = `lfm_t_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(WEDNESDAY_MORNING);
  });
  afterAll(async () => {
    await restored?.close();
    await restoredDb?.close();
    await t.close();
    await adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  });

  it('a dump taken during checkouts restores whole, and the app serves it', async () => {
    const STOCK = 400;
    const shop = await pickupFarm(t, { consumerPriceCents: 325, maximumConsumerQuantity: STOCK });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const b = await buyer(t);
        return { ...b, cardId: await addCard(t, b.token, VISA) };
      }),
    );
    // Each buyer checks out again and again while the dump is taken.
    let stop = false;
    const orderIds: number[] = [];
    const shopping = buyers.map(async (b) => {
      while (!stop) {
        await fillCart(t, b.token, shop.product.id, shop.farm.id, 1);
        orderIds.push(placed(await charge(t, b.token, { stripeCardId: b.cardId })).order._id);
      }
    });
    while (orderIds.length < 6) await new Promise((r) => setTimeout(r, 20));
    const file = path.join(await mkdtemp(path.join(inject('tmpDir'), 'backup-')), 'under-traffic.pgdump');
    await backup({ databaseUrl: t.databaseUrl! }, file);
    const afterDump = orderIds.length;
    while (orderIds.length < afterDump + 6) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(shopping);
    expect((await readFile(file)).byteLength).toBeGreaterThan(10_000);

    // Restore into a new database (refused into one that has tables), and start the app on it.
    await adminQuery(pgUrl!, `CREATE DATABASE ${restoredName}`);
    const url = withDatabase(pgUrl!, restoredName);
    await restore({ databaseUrl: url }, file);
    await expect(restore({ databaseUrl: url }, file)).rejects.toThrow(/not empty/);
    const database = (restoredDb = postgresDatabase(url, { poolSize: 5, log: silentLog }));
    await database.migrate(); // the dump has every migration: nothing to apply, nothing refused
    restored = await buildTestApp({}, { shareWith: { ...t, database, databaseUrl: url } as TestContext });

    // The dump is one instant: some orders, not all. Checkouts caught between their steps (stock reserved,
    // card not yet charged) are settled on the restored app as after a crash: finished or undone.
    const count = async (query: ReturnType<typeof sql>) =>
      (await rowsOf<{ n: number }>(database.db.execute(query)))[0]!.n;
    const ordersThen = await count(sql`select count(*)::int as n from orders`);
    expect(ordersThen).toBeGreaterThanOrEqual(6);
    expect(ordersThen).toBeLessThan(orderIds.length);
    await settleStaleRuns(restored.app.deps, 0);
    expect(
      await count(sql`select count(*)::int as n from workflow_runs where state not in ('done', 'undone')`),
    ).toBe(0);
    // Every paid order is whole: its lines, and one succeeded charge of its total.
    expect(
      await count(
        sql`select count(*)::int as n from orders o where o.status = 1 and (
              not exists (select 1 from order_groups g join order_lines l on l.order_group_id = g.id where g.order_id = o.id)
              or o.total_cents <> (select coalesce(sum(c.amount_cents), 0) from payment_charges c
                                   where c.provider_charge_id = o.payment_reference and c.status = 'succeeded'))`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from orders where status = 1`)).toBeGreaterThanOrEqual(
      6,
    );
    // Stock was taken for exactly the orders that stand.
    const [item] = await database.db
      .select()
      .from(inventory)
      .where(sql`${inventory.id} = ${shop.product.id}`);
    const sold = await count(
      sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l
          join order_groups g on g.id = l.order_group_id join orders o on o.id = g.order_id where o.status = 1`,
    );
    expect(item!.maximumConsumerQuantity + sold).toBe(STOCK);
    // Each restored order is the source's row as it was.
    const rowsOfOrders = (db: TestContext['database']['db']) =>
      rowsOf<{ id: number; r: string }>(db.execute(sql`select id, o::text as r from orders o order by id`));
    const source = new Map((await rowsOfOrders(t.database.db)).map((o) => [o.id, o.r]));
    const paid = await rowsOf<{ id: number }>(
      database.db.execute(sql`select id from orders where status = 1`),
    );
    const restoredRows = new Map((await rowsOfOrders(database.db)).map((o) => [o.id, o.r]));
    for (const { id } of paid) expect(restoredRows.get(id)).toBe(source.get(id));

    // A buyer of a restored order signs in on the restored app and reads it.
    const [first] = await rowsOf<{ user_id: number; id: number }>(
      database.db.execute(sql`select user_id, id from orders where status = 1 order by id limit 1`),
    );
    const token = await sessionFor(restored, first!.user_id);
    const listed = okData<Record<string, unknown>>(
      await get(restored, `/api/payment/getOrderById?orderId=${first!.id}`, token),
    );
    expect(JSON.stringify(listed)).toContain('325');
  });

  it('a dump taken at rest restores to the same rows in every table', async () => {
    const file = path.join(await mkdtemp(path.join(inject('tmpDir'), 'backup-')), 'at-rest.pgdump');
    await backup({ databaseUrl: t.databaseUrl! }, file);
    const name = `${restoredName}_b`;
    await adminQuery(pgUrl!, `CREATE DATABASE ${name}`);
    const url = withDatabase(pgUrl!, name);
    try {
      await restore({ databaseUrl: url }, file);
      const database = postgresDatabase(url, { poolSize: 2, log: silentLog });
      try {
        const copy = { ...t, database } as TestContext;
        expect(changedTables(await fingerprint(t), await fingerprint(copy))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

describe.skipIf(pgUrl)('backup and restore of the embedded database', () => {
  it("round-trips PGlite's own dump and refuses to restore over a database", async () => {
    const dir = await mkdtemp(path.join(inject('tmpDir'), 'embedded-'));
    await mkdir(path.join(dir, 'a'));
    const source = await createPglite(path.join(dir, 'a', 'pglite'), {
      loadDataDir: new Blob([await readFile(inject('snapshotFile'))]),
    });
    await source.query(
      `insert into newsletter_signups (name, email, zip_code) values ('Ada', 'ada@example.com', '12401')`,
    );
    await source.close();

    const file = path.join(dir, 'embedded.tar.gz');
    await backup({ dataDir: path.join(dir, 'a') }, file);
    await restore({ dataDir: path.join(dir, 'b') }, file);
    await expect(restore({ dataDir: path.join(dir, 'b') }, file)).rejects.toThrow(/not empty/);
    await expect(backup({ dataDir: path.join(dir, 'none') }, file)).rejects.toThrow(/No embedded database/);

    const copy = await createPglite(path.join(dir, 'b', 'pglite'));
    try {
      const { rows } = await copy.query<{ email: string }>(`select email from newsletter_signups`);
      expect(rows).toEqual([{ email: 'ada@example.com' }]);
    } finally {
      await copy.close();
    }
  }, 120_000); // four data directories opened on disk: seconds each
});
