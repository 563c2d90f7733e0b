import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordProblem } from '@lfm/core';

/**
 * The repository root: `./data` and the web build are found from here whatever the working directory.
 * The nearest folder above this module holding apps/server (src/config.ts in development, the compiled
 * dist/main.js in production); the working directory when the server runs outside the repository.
 */
export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A path of this app ('/farmer') or an absolute http(s) address of another site. */
const siteUrl = z
  .string()
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/]/.test(v),
    'must be a path starting with / or an http(s):// address',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in emails (reset links). Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** postgres://... selects PostgreSQL; unset uses the embedded PGlite under DATA_DIR/pglite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each process's PostgreSQL pool opens at most (pg-boss shares them). More statements at once
   * than the database has cores only queue in the database, where they take the machine's cores from the
   * process that sent them (docs/deploy.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, 'data')),
  /**
   * Load demo data when the database is empty. Default: yes, except in a real deployment
   * (NODE_ENV=production with DATABASE_URL), which loads it only when told (SEED_DEMO=true).
   */
  SEED_DEMO: bool,
  /** The web app's Basic authorization (SPEC 6: a fixed basic authorization header on every request). */
  CLIENT_ID: z.string().min(1).default('lfm-web'),
  CLIENT_SECRET: z.string().min(1).default('lfm-web-local-secret'),
  /**
   * Where farmers and pick-up hosts are sent after sign-in (SPEC 1). Default: this app's own portal paths,
   * followed inside the app so the session stays on whatever address the browser opened; an absolute
   * URL sends them to another site.
   */
  FARMER_SITE_URL: siteUrl.optional(),
  HOST_SITE_URL: siteUrl.optional(),
  /** Email: unset writes .eml files to DATA_DIR/outbox; smtp://... sends through SMTP. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Local Food Marketplace <hello@localfood.example>'),
  /**
   * Payments: a Stripe key selects Stripe; without one the built-in card processor takes pretend
   * payments, which a real deployment (NODE_ENV=production with DATABASE_URL) refuses unless
   * PAYMENTS=simulated says so (then every page and receipt says 'Test mode: no real payments').
   */
  PAYMENTS: z.enum(['simulated']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_/,
      'STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_',
    )
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  /** Signing secret of the Stripe webhook (POST /api/payments/stripe/webhook): Stripe renews subscriptions. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Geocoding: unset uses offline US zip-code centroids; a URL selects an HTTP geocoder. */
  GEOCODER_URL: z.url().optional(),
  /** Storage: unset keeps uploads under DATA_DIR/uploads; S3_BUCKET selects an S3-compatible bucket. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO, R2, ...); unset with S3_BUCKET: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's default credentials (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Signs each order's pick-up code (the QR the host scans, issue 33.2), so a code cannot be made from an
   * order number. The default serves the demo and tests; a deployment sets its own (docs/deploy.md).
   */
  PICKUP_SECRET: z.string().min(16, 'must be at least 16 characters').default('lfm-local-pickup-code-secret'),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Signs the device cookies of sign-in limits (issue 34.1); at least 32 characters, the same on every
   * process. Unset: a random one per process, so a device cookie is honoured only by the process that
   * issued it until it restarts (the owner then waits like anyone else: never less safe).
   */
  SIGNING_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  /**
   * Start the server's clock at this instant (ISO 8601) and let it run from there. For browser
   * tests and demos that must see order windows at a known moment of the week; never in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** The first admin: made (or promoted) at start-up. Also: npm run admin:create -- <email> [password]. */
  ADMIN_EMAIL: z.email().optional(),
  /** Refused only for what sign-up refuses (core's password rule), with its reason. */
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const problem = passwordProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /**
   * What this process does (docs/deploy.md): `shared` answers the API and runs jobs (one process, the
   * default); with DATABASE_URL a deployment may split them: `server` processes answer the API and run
   * no jobs (a burst of receipts' PDFs then never shares their event loop with checkouts), `worker`
   * processes run the jobs and answer no HTTP.
   */
  WORKER_MODE: z.enum(['shared', 'server', 'worker']).default('shared'),
  /** How often the job runner looks for due work (receipts, subscription renewals), in ms. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(1000).default(15_000),
  /** How long SIGTERM may take to finish requests and jobs before the process exits anyway (1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * A checkout that has not moved for this long (ms) was interrupted (the process died between
   * paying and confirming): it is settled by asking the payment provider. Longer than any provider call.
   */
  CHECKOUT_SETTLE_AFTER_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * How long a checkout waits for the buyer to answer their bank's challenge (3-D Secure) before its
   * stock goes back and its charge is canceled (ms).
   */
  CHECKOUT_AUTHENTICATION_TIMEOUT_MS: z.coerce.number().int().min(0).default(900_000),
  /**
   * Which proxies may say who the client is (X-Forwarded-For), for rate limits and logs. Unset: none,
   * the socket's address counts (a client cannot forge its way past a limit). Behind a proxy: 'true'
   * (every hop) or the proxies' addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string[] => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') return true;
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Rate limits can be relaxed for load tests; never in production. */
  RATE_LIMIT: bool.default(true),
  /** Visitors' catalogue answers are kept per process, invalidated by the database (http/public-cache.ts). */
  PUBLIC_CACHE: bool.default(true),
  /** What those kept answers may take, in megabytes per process (least recently used go first). */
  PUBLIC_CACHE_MB: z.coerce.number().positive().default(256),
  /**
   * The items each search text matches are kept per process, by farm, as searches read them, and invalidated
   * by the database (modules/search/matches.ts): megabytes they may take, 0 to read the text indexes every time.
   */
  SEARCH_MATCHES_MB: z.coerce.number().nonnegative().default(64),
  /**
   * How many order-now list frames (the distributions reaching a zip, their farms' counts and order windows:
   * what every page and category of the list shares) a process keeps while PUBLIC_CACHE is on
   * (modules/catalog/kept-frames.ts); about 100-200 kB each.
   */
  CATALOG_FRAMES: z.coerce.number().int().nonnegative().default(1024),
  /** Sessions looked up are kept per process, invalidated by the database (http/session-cache.ts). */
  SESSION_CACHE: bool.default(true),
  /**
   * Whether an answer carrying a field its route's schema does not declare is refused (http/answer-serializer.ts).
   * Unset: yes outside production (development and tests find the undeclared field), no in production (the field
   * is dropped). The market-day benchmark turns it off to measure the serializer production runs. When on, the
   * kept answers' cache also checks that each answer recorded every item it shows (http/public-cache.ts).
   */
  STRICT_ANSWERS: bool.optional(),
});

/**
 * How this process takes money (issue 30.1), named in its start-up line: `demo` (the built-in card
 * processor outside a real deployment: `npm start` with the embedded database), `simulated` (the
 * built-in processor in a real deployment, asked for with PAYMENTS=simulated), or Stripe with a test
 * or a live key.
 */
export type PaymentsMode = 'demo' | 'simulated' | 'stripe-test' | 'stripe-live';

export type Config = Omit<z.output<typeof envSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
  signingSecret: string;
  farmerSiteUrl: string;
  hostSiteUrl: string;
  paymentsMode: PaymentsMode;
};

/** A configuration the process must not start with: main prints its one line and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The start-up line naming the mode (issue 30.1: one readable line). */
export function modeLine(config: Pick<Config, 'paymentsMode'>): string {
  switch (config.paymentsMode) {
    case 'demo':
      return 'Mode: demo (built-in card processor, test cards only: no real payments)';
    case 'simulated':
      return 'Mode: simulated payments (PAYMENTS=simulated: test mode, no real payments; every page and receipt says so)';
    case 'stripe-test':
      return 'Mode: Stripe test (test key: Stripe test cards, no real payments)';
    case 'stripe-live':
      return 'Mode: Stripe live (live key: real cards are charged)';
  }
}

/** Whether buyers' payments are pretend (the built-in processor): the ribbon and receipts say so. */
export const isTestMode = (config: Pick<Config, 'paymentsMode'>) => config.paymentsMode !== 'stripe-live';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  // A real deployment (issue 30.1): production on a database of its own, not the embedded demo.
  const deployed = c.NODE_ENV === 'production' && Boolean(c.DATABASE_URL);
  if (c.PAYMENTS === 'simulated' && c.STRIPE_SECRET_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS, STRIPE_SECRET_KEY: PAYMENTS=simulated takes pretend payments; unset it to use Stripe, or unset STRIPE_SECRET_KEY',
    );
  if (deployed && !c.STRIPE_SECRET_KEY && c.PAYMENTS !== 'simulated')
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production with DATABASE_URL takes real orders, but no STRIPE_SECRET_KEY is set; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=simulated to take test payments only.',
    );
  const paymentsMode: PaymentsMode = c.STRIPE_SECRET_KEY
    ? /^(sk|rk)_live_/.test(c.STRIPE_SECRET_KEY)
      ? 'stripe-live'
      : 'stripe-test'
    : c.PAYMENTS === 'simulated'
      ? 'simulated'
      : 'demo';
  // Adapters whose real implementation has not landed yet: refuse rather than silently use the default.
  const pending = (
    [['GEOCODER_URL', 'the HTTP geocoder is not built yet; the offline zip-code geocoder is used']] as const
  ).filter(([name]) => c[name]);
  if (pending.length)
    throw new ConfigError(
      `Invalid configuration:\n${pending.map(([n, why]) => `  ${n}: not supported yet (${why})`).join('\n')}`,
    );
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_PUBLISHABLE_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the web app tokenizes cards with it)',
    );
  if (c.WORKER_MODE !== 'shared' && !c.DATABASE_URL)
    throw new ConfigError(
      `Invalid configuration:\n  WORKER_MODE: '${c.WORKER_MODE}' needs DATABASE_URL (the embedded database is one process's, which answers the API and runs the jobs)`,
    );
  if (c.S3_ENDPOINT && !c.S3_BUCKET)
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: required with S3_ENDPOINT (the bucket uploads go to)',
    );
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (then the default AWS credentials are used)',
    );
  if (c.CLOCK_START && c.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  CLOCK_START: must not be set in production');
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? !deployed,
    paymentsMode,
    publicUrl,
    signingSecret: c.SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    farmerSiteUrl: c.FARMER_SITE_URL ?? '/farmer',
    hostSiteUrl: c.HOST_SITE_URL ?? '/pickups',
  };
}
