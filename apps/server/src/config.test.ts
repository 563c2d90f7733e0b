import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
    expect(c.farmerSiteUrl).toBe('http://localhost:3000/farmer');
    expect(c.TRUST_PROXY).toBe(false);
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
    [{ S3_BUCKET: 'photos' }, 'S3_BUCKET: not supported yet'],
    [
      { CLOCK_START: '2026-11-18T15:00:00Z', NODE_ENV: 'production' },
      'CLOCK_START: must not be set in production',
    ],
    [{ CLOCK_START: 'Wednesday' }, 'CLOCK_START'],
  ])('%j is refused, naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
