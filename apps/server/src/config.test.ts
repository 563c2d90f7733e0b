import { describe, expect, it } from 'vitest';
import { isTestMode, loadConfig, modeLine } from './config';

describe('configuration is parsed once and fails fast with the variable name', () => {
  it('gives every variable its embedded default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      RATE_LIMIT: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    // Relative: followed inside the app, so a farmer who opened 127.0.0.1 or a LAN address keeps the session.
    expect(c.farmerSiteUrl).toBe('/farmer');
    expect(c.hostSiteUrl).toBe('/pickups');
    expect(c.TRUST_PROXY).toBe(false);
  });

  it("sizes PostgreSQL's pool from DATABASE_POOL_SIZE, 10 by default, and refuses one too small to run", () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('takes an ADMIN_PASSWORD sign-up would take, however long (24 characters)', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'correct-horse-battery-st' }).ADMIN_PASSWORD).toHaveLength(24);
  });

  it('sends sellers to an absolute address only when one is configured', () => {
    const c = loadConfig({
      FARMER_SITE_URL: 'https://farmers.example.com/',
      HOST_SITE_URL: '/hosts',
    });
    expect(c.farmerSiteUrl).toBe('https://farmers.example.com/');
    expect(c.hostSiteUrl).toBe('/hosts');
  });

  it.each([
    ['true', true],
    ['10.0.0.1, 10.0.1.0/24', ['10.0.0.1', '10.0.1.0/24']],
    ['false', false],
  ])('TRUST_PROXY=%s trusts %j', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ RATE_LIMIT: 'maybe' }, 'RATE_LIMIT'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1' }, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_'],
    [{ PAYMENTS: 'pretend' }, 'PAYMENTS'],
    [
      { PAYMENTS: 'simulated', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'PAYMENTS, STRIPE_SECRET_KEY: PAYMENTS=simulated takes pretend payments',
    ],
    [{ S3_ENDPOINT: 'http://localhost:9000' }, 'S3_BUCKET: required with S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA1' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both'],
    [
      { CLOCK_START: '2026-11-18T15:00:00Z', NODE_ENV: 'production' },
      'CLOCK_START: must not be set in production',
    ],
    [{ CLOCK_START: 'Wednesday' }, 'CLOCK_START'],
    [{ ADMIN_PASSWORD: '1234' }, 'ADMIN_PASSWORD: Password must be greater than 4 digits.'],
    [{ FARMER_SITE_URL: 'farmer' }, 'FARMER_SITE_URL: must be a path starting with /'],
    [{ HOST_SITE_URL: '//evil.example' }, 'HOST_SITE_URL: must be a path starting with /'],
  ])('%j is refused, naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** Issue 30.1: production is safe by default; each combination and the one line it starts with. */
describe('start-up modes', () => {
  const db = 'postgres://postgres@127.0.0.1:5432/lfm';
  const stripe = (key: string) => ({ STRIPE_SECRET_KEY: key, STRIPE_PUBLISHABLE_KEY: 'pk_x' });

  it.each([
    // [environment, mode, demo data loaded, test mode (ribbon, receipts)]
    ['npm start on the embedded database: the demo', { NODE_ENV: 'production' }, 'demo', true, true],
    ['development on PostgreSQL', { DATABASE_URL: db }, 'demo', true, true],
    [
      'production, simulated on purpose',
      { NODE_ENV: 'production', DATABASE_URL: db, PAYMENTS: 'simulated' },
      'simulated',
      false,
      true,
    ],
    [
      'production, demo data asked for',
      { NODE_ENV: 'production', DATABASE_URL: db, PAYMENTS: 'simulated', SEED_DEMO: 'true' },
      'simulated',
      true,
      true,
    ],
    [
      'production with a Stripe test key',
      { NODE_ENV: 'production', DATABASE_URL: db, ...stripe('sk_test_abc') },
      'stripe-test',
      false,
      true,
    ],
    [
      'production with a Stripe live key',
      { NODE_ENV: 'production', DATABASE_URL: db, ...stripe('sk_live_abc') },
      'stripe-live',
      false,
      false,
    ],
    [
      'a restricted live key',
      { NODE_ENV: 'production', DATABASE_URL: db, ...stripe('rk_live_abc') },
      'stripe-live',
      false,
      false,
    ],
  ] as const)('%s', (_name, env, mode, seeds, testMode) => {
    const c = loadConfig(env);
    expect(c.paymentsMode).toBe(mode);
    expect(c.SEED_DEMO).toBe(seeds);
    expect(isTestMode(c)).toBe(testMode);
  });

  it('names each mode in one readable line', () => {
    expect(modeLine(loadConfig({}))).toMatch(/^Mode: demo \(/);
    expect(modeLine(loadConfig({ NODE_ENV: 'production', DATABASE_URL: db, PAYMENTS: 'simulated' }))).toMatch(
      /^Mode: simulated payments \(.*no real payments/,
    );
    expect(modeLine(loadConfig(stripe('sk_test_abc')))).toMatch(/^Mode: Stripe test \(/);
    expect(modeLine(loadConfig(stripe('sk_live_abc')))).toMatch(/^Mode: Stripe live \(/);
    for (const line of [modeLine(loadConfig({})), modeLine(loadConfig(stripe('sk_live_abc')))])
      expect(line).not.toContain('\n');
  });

  it('refuses the built-in card processor in production on a real database, naming the variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: db })).toThrow(
      'Refusing to start: NODE_ENV=production with DATABASE_URL takes real orders, but no STRIPE_SECRET_KEY is set; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=simulated to take test payments only.',
    );
  });
});
