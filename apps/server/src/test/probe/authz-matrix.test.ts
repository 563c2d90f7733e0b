/**
 * Issue 13.5 and 34.2: every route × {signed out, buyer A, buyer B, wholesale, school, farmer A,
 * farmer B, host A, host B, admin, a disabled buyer}. Wrong roles are refused (401 signed out, 403 signed in); nobody but A (and those
 * the matrix names, with their reason) reads A's marker text or changes A's rows: buyer A's cart,
 * orders, cards, addresses; farmer A's farm, items and distributions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@lfm/core';
import { buildTestApp, type TestContext } from '../test-app';
import { apiRoutes, type ProbedRoute } from './route-table';
import { MATRIX, allowed, matrixInject } from './authz-matrix';
import { MARKER, PRINCIPALS, buildWorld, type Principal, type World } from './world';
import { installChangeLog, takeChanges } from './change-log';
import { MAY_CHANGE_ON_REFUSAL } from './fuzz';

let t: TestContext;
let world: World;
let routes: ProbedRoute[];
let aRecords: () => Promise<string>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
  world = await buildWorld(t);
  routes = apiRoutes(t.app);
  aRecords = await recordsOfA(t, world);
  await installChangeLog(t);
}, 180_000);
afterAll(() => t?.close());

/**
 * A fingerprint of A's rows: in every table with a user_id, farm_id or order_id column, the rows of
 * buyer A and farmer A, of farmer A's farm, of buyer A's orders; and their users and farm rows.
 */
async function recordsOfA(t: TestContext, w: World) {
  const { db } = t.database;
  const columns = (
    (await db.execute(
      sql`select table_name as t, column_name as c from information_schema.columns
          where table_schema = 'public'
            and column_name in ('user_id', 'farm_id', 'order_id', 'cart_id', 'order_group_id')`,
    )) as unknown as { rows: { t: string; c: string }[] }
  ).rows;
  const users = `${w.userIds.buyerA}, ${w.userIds.farmerA}`;
  const orders = `(select id from orders where user_id = ${w.userIds.buyerA})`;
  // farm_id marks the farm's own rows in these tables; elsewhere (carts, orders) it names the
  // farm a buyer's row is about, which is the buyer's record.
  const farmTables = ['farm_media', 'inventory', 'distributions'];
  const where: Record<string, string> = {
    user_id: `user_id in (${users})`,
    farm_id: `farm_id = ${w.farmerA.farmId}`,
    order_id: `order_id in ${orders}`,
    // cart_lines, cart_farms, order_lines: rows of buyer A's cart and orders that carry no user_id.
    cart_id: `cart_id in (select id from carts where user_id in (${users}))`,
    order_group_id: `order_group_id in (select id from order_groups where order_id in ${orders})`,
  };
  const parts = [
    `select 'users' as t, hashtext(r::text) as h from users r where id in (${users})`,
    `select 'farms', hashtext(r::text) from farms r where id = ${w.farmerA.farmId}`,
    ...columns
      .filter((x) => x.c !== 'farm_id' || farmTables.includes(x.t))
      .map((x) => `select '${x.t}', hashtext(r::text) from "${x.t}" r where ${where[x.c]}`),
  ];
  const query = sql.raw(
    `select t, count(*)::text || ':' || coalesce(sum(h::bigint), 0)::text as p from (${parts.join(' union all ')}) x group by t order by t`,
  );
  return async () =>
    JSON.stringify(((await db.execute(query)) as unknown as { rows: { t: string; p: string }[] }).rows);
}

/** A's own calls last, so everyone else's are tried on A's records as they were set up. */
const ORDER = [...PRINCIPALS.filter((p) => p !== 'buyerA' && p !== 'farmerA'), 'buyerA', 'farmerA'] as const;
const OWNERS: Record<keyof typeof MARKER, Principal> = { buyerA: 'buyerA' };

/** A refusal by the role gate: no valid session (401, errorCode 2) or the wrong role (403, errorCode 4). */
function gateRefusal(status: number, body: string) {
  let code: number | undefined;
  try {
    code = (JSON.parse(body) as { error?: { errorCode?: number } }).error?.errorCode;
  } catch {
    return false;
  }
  return (
    (status === 401 && code === ErrorCode.InvalidToken) || (status === 403 && code === ErrorCode.Forbidden)
  );
}

describe('authorization matrix', () => {
  it('every route has its entry, and every entry names a route', () => {
    expect(routes.map((r) => r.key).filter((k) => !MATRIX[k])).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routes.some((r) => r.key === k))).toEqual([]);
  });

  it('every route × every principal: roles gated, A’s records neither read nor written by others', async () => {
    const problems: string[] = [];
    let cells = 0;
    let acceptedWrites = 0;
    for (const route of routes) {
      const entry = MATRIX[route.key];
      if (!entry) continue;
      for (const who of ORDER) {
        const before = await aRecords();
        await takeChanges(t);
        const res = await t.app.inject(await matrixInject(world, route, entry, who));
        const written = (await takeChanges(t)).filter((table) => !(table in MAY_CHANGE_ON_REFUSAL));
        cells += 1;
        const cell = `${route.key} as ${who}: ${res.statusCode}`;
        const refusedAs = who === 'signedOut' ? 401 : 403;
        if (res.statusCode >= 500) problems.push(`${cell} (server error) ${res.body.slice(0, 200)}`);
        else if (!allowed(entry, who) && res.statusCode !== refusedAs)
          problems.push(`${cell}, expected ${refusedAs} ${res.body.slice(0, 200)}`);
        else if (allowed(entry, who) && gateRefusal(res.statusCode, res.body))
          problems.push(`${cell}, expected to pass the role gate ${res.body.slice(0, 200)}`);

        for (const [owner, marker] of Object.entries(MARKER) as [keyof typeof MARKER, string][]) {
          const mayRead = who === OWNERS[owner] || (entry.mayRead ?? []).includes(who);
          if (!mayRead && res.body.includes(marker)) problems.push(`${cell} read ${owner}'s records`);
        }
        if (entry.ownerSees === who && !res.body.includes(MARKER[entry.ownerSees]))
          problems.push(`${cell}: the owner does not see its own records (the probe misses them)`);
        if (entry.farmerAOnly && (who === 'farmerA') !== res.body.includes(entry.farmerAOnly))
          problems.push(`${cell}: farmer A's records ${who === 'farmerA' ? 'missing' : 'shown'}`);
        if (res.statusCode < 400 && written.length) acceptedWrites += 1;
        // Every table is watched: a refused request writes nothing anywhere.
        if (res.statusCode >= 400 && written.length)
          problems.push(`${cell} refused but wrote ${written.join(', ')}`);
        const mayWrite = who === 'buyerA' || who === 'farmerA' || (entry.mayWrite ?? []).includes(who);
        if (!mayWrite && (await aRecords()) !== before) problems.push(`${cell} changed A's records`);
        await world.refreshSessions();
      }
    }
    console.log(
      `authorization matrix: ${routes.length} routes × ${PRINCIPALS.length} principals = ${cells} cells`,
    );
    expect(cells).toBe(routes.length * PRINCIPALS.length);
    expect(problems).toEqual([]);
    // The change log sees writes at all (else 'refused but wrote' could never fail).
    expect(acceptedWrites).toBeGreaterThan(20);
  }, 600_000);
});
