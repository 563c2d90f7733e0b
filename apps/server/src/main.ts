import path from 'node:path';
import { ConfigError, loadConfig, modeLine } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { shiftedClock, systemClock } from './adapters/clock';
import { zipGeocoder } from './adapters/geocoder';
import { outboxMailer, smtpMailer } from './adapters/mailer';
import { storageFromConfig } from './adapters/storage';
import { paymentsFromConfig } from './adapters/payments';
import { payoutsFromConfig } from './adapters/payouts';
import { prepareData } from './db/seed';
import { startJobs } from './jobs/handlers';
import { settleCheckouts } from './modules/checkout/settle';
import { trackConnections } from './http/connections';
import { databaseAway } from './http/error-handler';
import { createLogger } from './http/logging';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A configuration it must not start with: its one line, no stack (issue 30.1).
    if (!(err instanceof ConfigError)) throw err;
    // No logger yet (its level is configuration): a line for the person starting it.
    // eslint-disable-next-line no-console
    console.error(err.message);
    process.exit(1);
  }
})();
// The process's one logger (with its redaction): the database's, Fastify's and the app's code's.
const log = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  log,
  poolSize: config.DATABASE_POOL_SIZE,
});
try {
  await database.migrate();
} catch (err) {
  log.error({ err }, 'Database migration failed');
  process.exit(1);
}
const storage = storageFromConfig(config);
const clock = config.CLOCK_START ? shiftedClock(config.CLOCK_START) : systemClock;
const mailer = config.SMTP_URL
  ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, (m) => app.log.info(m));
const app = await buildApp({
  config,
  database,
  clock,
  storage,
  geocoder: zipGeocoder(),
  mailer,
  payments: paymentsFromConfig(config, { db: database.db, mailer, clock }),
  payouts: payoutsFromConfig(config, { db: database.db }),
  log,
});
const connections = trackConnections(app.server);
const prepared = await prepareData(app.deps, config);
if (prepared.admin !== 'unchanged') app.log.info(`Admin ${config.ADMIN_EMAIL} ${prepared.admin}.`);
if (prepared.season)
  app.log.info(
    `Demo data loaded (no farms yet), with a season of ${prepared.season.orders} orders placed through checkout.`,
  );

// Checkouts a crash left between paying and confirming: confirmed if the provider was paid, else released.
const settled = await settleCheckouts(app.deps);
if (settled) app.log.info(`${settled} interrupted checkout(s) settled.`);

// Receipts, subscription renewals and other queued work (ARCHITECTURE: jobs), unless this process
// only answers the API (WORKER_MODE=server: worker processes run them).
const jobs = config.WORKER_MODE === 'server' ? { stop: async () => {} } : await startJobs(app.deps);

/**
 * Graceful shutdown (SIGTERM from the orchestrator, Ctrl-C): /api/ready answers 503, the server stops
 * accepting connections and finishes the requests in flight while the job runner finishes the jobs it
 * is running; then the database closes and the process exits 0. Halfway to SHUTDOWN_TIMEOUT_MS, the
 * connections only their clients hold open (a request never finished, an answer written but not taken)
 * are ended, so that a slow or broken client does not keep the database from closing. A shutdown that
 * hangs exits 1 after SHUTDOWN_TIMEOUT_MS.
 */
let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight and running jobs, then exiting.`);
  setTimeout(() => {
    app.log.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting.`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  const endWaiting = () => {
    const ended = connections.endWaitingOnClients();
    if (ended > 0)
      app.log.warn(
        `Shutdown: ended ${ended} connection(s) held open by their clients (a request never finished, or an answer not taken).`,
      );
  };
  setTimeout(() => {
    endWaiting();
    // And each answer still being made, once it is written.
    setInterval(endWaiting, 250).unref();
  }, config.SHUTDOWN_TIMEOUT_MS / 2).unref();
  try {
    await Promise.all([
      app
        .close()
        // A request whose client left is no longer waited for by the server, but its handler still runs.
        .then(() => app.handlersInFlight.idle())
        .then(() => app.log.info('Shutdown: requests finished, server closed.')),
      jobs.stop().then(() => app.log.info('Shutdown: jobs finished.')),
    ]);
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'Shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
// A job still finishing when the database closes (a slow one past the job runner's wait) fails its
// bookkeeping call on the closed pool; pg-boss expires and retries that job, so it is logged, not fatal.
// So is the database going away (a restart, a failover): pg-boss's own loops reject (Manager.fail with
// ECONNREFUSED, seen in faults.test.ts, which took the whole process down) and retry once it is back;
// requests meanwhile answer 503.
process.on('unhandledRejection', (err) => {
  if (databaseAway(err)) return app.log.warn({ err }, 'Database unavailable');
  if (!closing) throw err;
  app.log.warn({ err }, 'After shutdown began');
});
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

if (config.WORKER_MODE === 'worker') {
  // A worker answers no HTTP: the load balancer's processes are the `server` ones. The start banner is
  // for the person at the terminal, not a log line.
  // eslint-disable-next-line no-console
  console.log(
    `\n  Local Food Marketplace worker is running jobs (no HTTP)\n  ${modeLine(config)}\n  Database: ${database.kind}\n`,
  );
} else {
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  // eslint-disable-next-line no-console
  console.log(
    `\n  Local Food Marketplace is running: open ${address}\n  ${modeLine(config)}\n  API docs: ${address}/api/docs\n  Database: ${database.kind}${config.WORKER_MODE === 'server' ? ' (jobs run by worker processes)' : ''}\n`,
  );
}
