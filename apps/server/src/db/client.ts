import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Log } from '../lib/log';
import { withRowMapper } from './row-mapper';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Independent queries: side by side on PostgreSQL's pool (each on its own connection, so the answer
 * waits for the slowest, not the sum). One after another in a transaction, whose single client runs
 * one query at a time (pg warns on concurrent queries there, and pg 9 refuses them), and on PGlite,
 * which runs one query at a time in this thread: there, side by side buys nothing and interleaves
 * concurrent requests' queries, so every answer waits on the others' (get cart p99 178 → 567 ms).
 */
export async function together<T extends readonly unknown[]>(
  exec: Db | Tx,
  ...queries: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(exec instanceof PgTransaction) && !(exec instanceof PgliteDatabase))
    return (await Promise.all(queries.map((q) => q()))) as unknown as T;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as unknown as T;
}

const preparedNames = new Set<string>();

/**
 * A query that recurs with one shape, built once per database handle by `build` with drizzle's `prepare`
 * (what varies given as `sql.placeholder`s) and then only run with its values. Drizzle builds a statement's
 * text anew at every call, checking each column and clause: the cart's select of four tables took 300 µs of
 * the process's CPU to build, and building was about a sixth of the API process's CPU under bench:day.
 * `name` names the statement on PostgreSQL (each connection parses it once, as for the pool's named
 * statements); a transaction, a handle of its own, builds it again. A select's rows are turned into objects
 * by a function made for it once (db/row-mapper.ts) rather than by drizzle's per-column walk.
 */
export function preparedQuery<Q, Shape extends ShapePart | Record<string, ShapePart> = ''>(
  name: string,
  build: (exec: Db | Tx, name: string, shape: Shape) => Q,
) {
  if (preparedNames.has(name)) throw new Error(`Two prepared queries are named '${name}'`);
  preparedNames.add(name);
  const built = new WeakMap<Db | Tx, Map<string, Q>>();
  /**
   * The query of `shape` on `exec`. A shape is one of a few variants of the query (a filter or not), given as
   * a value or as an object of values, whose values in order name the variant and its statement.
   */
  return (exec: Db | Tx, shape = '' as Shape): Q => {
    const key = typeof shape === 'object' ? Object.values(shape).join('-') : String(shape);
    let shapes = built.get(exec);
    if (!shapes) built.set(exec, (shapes = new Map()));
    let query = shapes.get(key);
    if (query === undefined)
      shapes.set(key, (query = withRowMapper(build(exec, key ? `${name}:${key}` : name, shape))));
    return query;
  };
}
type ShapePart = string | number | boolean;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async <T = Record<string, unknown>>(result: PromiseLike<unknown>) =>
  ((await result) as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool: the app's statements, each planned once per connection (generic plans). */
  pool?: pg.Pool;
  /**
   * A few PostgreSQL connections whose statements go unnamed and are planned at each call with their values:
   * for statements whose best plan depends on them. pg-boss runs on it (its queue table is partitioned per
   * queue, and a generic plan cannot prune the partitions: 10.7 ms of planning per fetch).
   */
  perCallPool?: pg.Pool;
  /**
   * `db` on perCallPool (PGlite: `db` itself): a search read from the text indexes, whose plan depends on how
   * many items the text matches (on a generic plan, 'tomato' at a busy zip took 1.9 s instead of 0.15 s).
   */
  readonly perCall: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (delivered at the writer's
   * commit, from any process), and `onState(true)` once listening, `onState(false)` while the
   * connection is lost (notifications may be missed then; it reconnects).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<Listener>;
}

export interface Listener {
  stop(): Promise<void>;
  /**
   * Resolves once every notification of the transactions committed before the call has been
   * handed to `onNotify` (PostgreSQL sends the pending ones before a query's ReadyForQuery).
   * Rejects while the connection is down.
   */
  sync(): Promise<void>;
}

/** Next to this module: src/db/migrations, or dist/migrations in the compiled server (copied by the build). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Connections per process planned per call: pg-boss's polling, sends and completions, and searches not kept. */
const PER_CALL_POOL_SIZE = 6;
/** Statements named per pool at most: recurring ones, about a hundred shapes on a market day. */
const STATEMENTS_MOST = 400;
/** Texts counted while waiting for their second call; past it the count starts afresh. */
const SIGHTINGS_MOST = 5_000;

/**
 * The pool's statement names (`s1`, `s2`, …), given to a statement with parameters at its second call:
 * what recurs is prepared, one-off texts (an admin's report, a test's setup) do not take up the bounded names.
 */
function statementNamer() {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (statement: unknown, values: unknown): unknown => {
    if (statement === null || typeof statement !== 'object') return statement;
    const config = statement as pg.QueryConfig;
    if (typeof config.text !== 'string' || config.name !== undefined) return statement;
    const params = Array.isArray(values) ? values : config.values;
    if (!Array.isArray(params) || params.length === 0) return statement;
    let name = names.get(config.text);
    if (name === undefined) {
      if (names.size >= STATEMENTS_MOST) return statement;
      if (!seenOnce.has(config.text)) {
        if (seenOnce.size >= SIGHTINGS_MOST) seenOnce.clear();
        seenOnce.add(config.text);
        return statement;
      }
      seenOnce.delete(config.text);
      name = `s${names.size + 1}`;
      names.set(config.text, name);
    }
    return { ...config, name };
  };
}

/**
 * Pool connections that prepare each recurring statement with parameters once, by name, and then only bind
 * and run it (issue 29): PostgreSQL parses and plans it once per connection instead of once per call, and
 * after five runs keeps a generic plan when it costs no more than the custom ones. On a market day at
 * 10,000 farms planning was 28% of the database's time in statements (pg_stat_statements with
 * track_planning, bench:day at 100 requests/s). Statements without parameters (BEGIN, COMMIT, a
 * migration's script) go as they are. The names are the pool's: every connection of it means the same text
 * by the same name.
 */
function namedStatementClient() {
  const named = statementNamer();
  return class NamedStatementClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((statement: unknown, ...rest: unknown[]) =>
        query(named(statement, rest[0]), ...rest)) as pg.Client['query'];
    }
  };
}

/** A database that answers nobody for this long fails the requests waiting for it (503, issue 34.5). */
export const DATABASE_SILENT_MS = 5_000;
/** The longest a request waits for a connection while the database is answering others. */
export const POOL_WAIT_MOST_MS = 30_000;
/** pg-pool's error for a wait in its queue that passed connectionTimeoutMillis. */
const QUEUE_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * `pool`, whose requests wait their turn while the database answers others. pg-pool's one
 * connectionTimeoutMillis bounds both a new connection and a wait in its queue for a connection in use: under a
 * burst (200 checkouts at once on a machine four times slower than usual) a request that waited 5 s behind a
 * hundred others was answered 503 'briefly unavailable' while the database was answering every one of them. A
 * wait that times out is now queued again while a connection came back to the pool in the last
 * DATABASE_SILENT_MS (the database is answering), for POOL_WAIT_MOST_MS at most; a database that answers
 * nobody (a host gone, packets dropped, every connection held) still fails it in 5 s.
 */
function patientPool(pool: pg.Pool): pg.Pool {
  let answeredAt = Date.now();
  // A connection given back after a statement that answered; one given back broken is no answer.
  pool.on('release', (err: Error | undefined) => {
    if (!err) answeredAt = Date.now();
  });
  type Callback = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  const connect = pool.connect.bind(pool) as (cb: Callback) => void;
  const patient = (cb: Callback, since = Date.now()) =>
    connect((err, client, done) => {
      const now = Date.now();
      if (
        err?.message === QUEUE_TIMEOUT &&
        now - answeredAt < DATABASE_SILENT_MS &&
        now - since < POOL_WAIT_MOST_MS
      )
        return patient(cb, since);
      cb(err, client, done);
    });
  // pool.query and drizzle's transactions call connect with a callback; a caller may ask for a promise.
  pool.connect = ((cb?: Callback) => {
    if (cb) return patient(cb);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      patient((err, client) => (err ? reject(err) : resolve(client!))),
    );
  }) as pg.Pool['connect'];
  return pool;
}

/** `log` takes the pool's connection errors and LISTEN's retries (the app's logger; silentLog in tests). */
export function postgresDatabase(
  url: string,
  { log, poolSize = 10 }: { log: Log; poolSize?: number },
): Database {
  // A database that does not answer (a host gone, packets dropped) fails a request in 5 s instead of
  // holding it for ever: the error handler answers 503 (issue 34.5).
  // jit off: PostgreSQL's JIT compiles a statement whose estimated cost passes jit_above_cost, and a
  // search across every farm's items passes it: 822 ms of compiling for a statement that runs in 600
  // (auto_explain at 1,000,000 items; the search without a zip 1.4 s -> 0.65 s). The marketplace's
  // statements are short and many; none gains from compiling.
  // Generic plans (plan_cache_mode): a named statement is planned once per connection, never per call. Left to
  // choose, PostgreSQL planned afresh at every call each statement whose generic plan it costed above its custom
  // ones, the statements reading some farms' rows by `= any($1)` above all (it costs the array at 10 elements):
  // 1.55 s of the database's 12.2 s in bench:day's 200/s step was planning (pg_stat_statements, track_planning),
  // the cart's distributions 0.45 ms planned for 0.69 ms run. A partial index's predicate is written as a literal
  // where a statement should use it (a generic plan cannot prove `status = $1` implies `status = 1`).
  const pool = patientPool(
    new pg.Pool({
      Client: namedStatementClient(),
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: DATABASE_SILENT_MS,
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    }),
  );
  let perCallPool: pg.Pool | undefined;
  const perCallPoolOf = () =>
    (perCallPool ??= patientPool(
      new pg.Pool({
        connectionString: url,
        max: PER_CALL_POOL_SIZE,
        connectionTimeoutMillis: DATABASE_SILENT_MS,
        options: '-c jit=off',
      }).on('error', (err) => log.warn({ err }, 'PostgreSQL idle connection closed')),
    ));
  let perCall: Db | undefined;
  // An idle connection the server ends (restart, failover, admin) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => log.warn({ err }, 'PostgreSQL idle connection closed'));
  // A client checked out but between statements (a transaction's next statement not sent yet) has no
  // listener of the pool's: a restart's 'terminating connection' (57P01) was an unhandled 'error' event
  // that killed the process (faults.test.ts). The statement it runs next fails instead, and the pool
  // drops the client when it is released with that error.
  pool.on('connect', (client) =>
    client.on('error', (err) => log.warn({ err }, 'PostgreSQL connection in use closed')),
  );
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    get perCallPool() {
      return perCallPoolOf();
    },
    get perCall() {
      return (perCall ??= drizzlePg({
        client: perCallPoolOf(),
        schema,
        casing: 'snake_case',
      }) as unknown as Db);
    },
    migrate: () =>
      migratePg(drizzlePg({ client: pool, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => Promise.all([pool.end(), perCallPool?.end()]).then(() => undefined),
    listen: (channel, onNotify, onState) => listenPostgres(url, log, channel, onNotify, onState),
  };
}

/** LISTEN needs a connection of its own, outside the pool; it comes back after a drop. */
async function listenPostgres(
  url: string,
  log: Log,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c || stopped) return;
      client = null;
      onState(false);
      c.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(lost), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost();
      throw err;
    }
    onState(true);
  };
  await connect().catch((err: Error) => log.warn({ err, channel }, `LISTEN ${channel} failed, retrying`));
  /**
   * One round trip on the LISTEN connection at a time (pg warns at a second query while one runs, and pg 9
   * refuses it; two writes finishing together each sync). Callers arriving while one runs share the next,
   * which starts after they all asked, so it follows each caller's commit as the caller's own would.
   */
  let running: Promise<unknown> | null = null;
  let next: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    const c = client;
    if (!c) return Promise.reject(new Error(`LISTEN ${channel} is down`));
    if (!running) {
      const trip = c.query('select 1').finally(() => {
        if (running === trip) running = null;
      });
      running = trip;
      return trip.then(() => undefined);
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return sync();
      });
    return next;
  };
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
    sync,
  };
}

/** An embedded PGlite with the extensions the migrations create (pg_trgm: typo-tolerant search). */
export const createPglite = (dataDir?: string, opts: PGliteOptions = {}) =>
  PGlite.create({ ...opts, dataDir, extensions: { pg_trgm } });

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    perCall: db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // One connection, one process: its own NOTIFYs reach it at commit, before the commit resolves.
    listen: async (channel, onNotify, onState) => {
      const stop = await client.listen(channel, onNotify);
      onState(true);
      return {
        stop: async () => {
          if (!client.closed) await stop();
        },
        sync: async () => undefined,
      };
    },
  };
}

/** DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite keeps its files under dataDir/pglite. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log: Log;
  /** PostgreSQL's pool: connections at most. */
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl, { log: opts.log, poolSize: opts.poolSize });
  const dir = path.join(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return pgliteDatabase(await createPglite(dir));
}
