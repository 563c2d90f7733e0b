import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerApplications } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, latestMail, post, uniqueEmail } from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const application = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Ortiz',
  email: uniqueEmail('farmer'),
  phone: '8455550199',
  addressLine1: '120 Orchard Ln',
  addressLine2: 'Barn 2',
  city: 'Gardiner',
  state: 'NY',
  postalCode: '12525',
  country: 'USA',
  certifications: 'USDA Certified Organic since 2015',
  questions: 'How do pick-ups work?',
  ...overrides,
});

describe('POST admin/addFarmer', () => {
  it('stores a pending application and confirms it to the applicant by email', async () => {
    const body = application();
    const res = await post(t, '/api/admin/addFarmer', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 1,
      responseData: {
        message: 'You have successfully submitted your application. Our team will verify it shortly.',
      },
    });
    const rows = await t.database.db
      .select()
      .from(farmerApplications)
      .where(eq(farmerApplications.email, body.email));
    expect(rows).toEqual([
      {
        ...body,
        id: expect.any(Number),
        userId: null,
        // The request's language (English: its Accept-Language says none), the answer's email's (issue 32).
        language: 'en',
        status: 'pending',
        reviewedAt: null,
        createdAt: expect.any(Date),
      },
    ]);
    const mail = await latestMail(t, body.email);
    expect(mail).toContain('Subject: We received your farmer application');
    expect(mail).toContain('Hello Maria,');
  });

  it('takes exactly the fields SPEC 7 lists for the call: no country (a US farm)', async () => {
    const { country: _country, ...listed } = application({ email: uniqueEmail('nocountry') });
    const res = await post(t, '/api/admin/addFarmer', listed);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(farmerApplications)
      .where(eq(farmerApplications.email, listed.email));
    expect(row).toMatchObject({ country: 'United States', postalCode: listed.postalCode });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no body at all', {}, 'First name is required.'],
    ['a missing first name', { firstName: undefined }, 'First name is required.'],
    ['a missing last name', { lastName: '' }, 'Last name is required.'],
    ['a missing email', { email: undefined }, 'Email is required.'],
    ['an invalid email', { email: 'maria@' }, 'Enter a valid email.'],
    ['a missing phone', { phone: undefined }, 'Phone number is required.'],
    ['a phone with letters', { phone: '845-FARM' }, 'Phone number must contain digits only.'],
    ['a missing address 1', { addressLine1: undefined }, 'Address 1 is required.'],
    ['a missing address 2', { addressLine2: ' ' }, 'Address 2 is required.'],
    ['a missing city', { city: undefined }, 'City is required.'],
    ['a missing state', { state: undefined }, 'State is required.'],
    ['a missing postal code', { postalCode: undefined }, 'Postal code is required.'],
    ['missing certifications', { certifications: undefined }, 'Certifications is required.'],
    ['missing questions', { questions: undefined }, 'Questions is required.'],
    [
      'certifications over 500 characters',
      { certifications: 'x'.repeat(501) },
      'Certifications must be at most 500 characters.',
    ],
    ['a first name of the wrong type', { firstName: 7 }, 'First name is required.'],
  ];
  it.each(cases)('refuses %s, storing and sending nothing', async (_case, overrides, message) => {
    const body = Object.keys(overrides).length ? application(overrides) : {};
    const before = await countRows(t, farmerApplications);
    expect(failure(await post(t, '/api/admin/addFarmer', body))).toEqual(expectError(400, 1, message));
    expect(await countRows(t, farmerApplications)).toBe(before);
    if ('email' in body && typeof body.email === 'string') expect(await t.outbox(body.email)).toEqual([]);
  });
});
