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
    // Relative: followed inside the app, so a farmer who opened 127.0.0.1 or a LAN address keeps the session.
    expect(c.farmerSiteUrl).toBe('/farmer');
    expect(c.hostSiteUrl).toBe('/pickups');
    expect(c.TRUST_PROXY).toBe(false);
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
