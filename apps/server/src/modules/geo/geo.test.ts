import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../../adapters/geocoder';
import { okData } from '../../test/catalog-helpers';
import { expectError, failure, get, UNKNOWN_ZIP, ZIP } from '../../test/helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET geo/zip', () => {
  it("answers a zip code's city, state and point", async () => {
    const res = await get(t, `/api/geo/zip?zipCode=${ZIP}`);
    expect(okData(res)).toEqual({
      result: { zipCode: '12401', city: 'Kingston', state: 'NY', latitude: 41.9697, longitude: -74.0668 },
    });
  });

  it('takes the point from the configured geocoder', async () => {
    const geocoder: Geocoder = t.app.deps.geocoder;
    const original = geocoder.geocode;
    geocoder.geocode = async () => ({ latitude: 41.5, longitude: -74.5 });
    try {
      expect(okData(await get(t, `/api/geo/zip?zipCode=${ZIP}`))).toMatchObject({
        result: { city: 'Kingston', latitude: 41.5, longitude: -74.5 },
      });
    } finally {
      geocoder.geocode = original;
    }
  });

  it.each([
    ['a zip that does not exist', `zipCode=${UNKNOWN_ZIP}`, 'Please fill valid address'],
    ['a 4-digit zip', 'zipCode=1240', 'Zip code must be 5 numbers'],
    ['a zip+4', 'zipCode=12401-1234', 'Zip code must be 5 numbers'],
    ['no zip', '', 'Zip code is required.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/geo/zip?${query}`))).toEqual(expectError(400, 1, message));
  });
});
