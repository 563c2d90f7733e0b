/**
 * How many statements each kind of answer asks the database for (bench:day --statements, loaded into the measured
 * server by loop-probe.mjs): every statement the app asks `pg` for while a request is being answered counts for
 * that request, by its method, path and whether it was a kept answer (its x-cache header). The request is followed
 * by an AsyncLocalStorage entered as the HTTP server takes it (diagnostics_channel), which costs every promise some
 * time: off unless asked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';

/**
 * Counts from now on the statements asked of `pg` (the module: its Pool and Client) per call; returns the live
 * totals, `{ "GET /api/search miss": [answers, statements] }`.
 */
export function countStatementsPerCall(pg) {
  const answering = new AsyncLocalStorage();
  // Counted where the app asks: pool.query (whose connection may come back to it in another request's turn,
  // where it then calls client.query with a callback) and client.query on a connection the app checked out
  // (drizzle's transactions and the named statements ask without a callback). BEGIN and COMMIT count.
  const counting = (run, counts) =>
    function counted(...args) {
      const request = answering.getStore();
      if (request && counts(args)) request.statements++;
      return run.apply(this, args);
    };
  pg.Pool.prototype.query = counting(pg.Pool.prototype.query, () => true);
  pg.Client.prototype.query = counting(
    pg.Client.prototype.query,
    (args) => typeof args[args.length - 1] !== 'function',
  );
  const byCall = {};
  subscribe('http.server.request.start', ({ request, response }) => {
    const counted = { statements: 0 };
    answering.enterWith(counted);
    response.once('finish', () => {
      const cache = response.getHeader('x-cache');
      const call = `${request.method} ${request.url.split('?')[0]}${cache ? ` ${cache}` : ''}`;
      const totals = (byCall[call] ??= [0, 0]);
      totals[0]++;
      totals[1] += counted.statements;
    });
  });
  return byCall;
}
