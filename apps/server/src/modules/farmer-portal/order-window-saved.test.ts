import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY_MESSAGE, ErrorCode, TIME_ZONE_MESSAGE } from '@lfm/core';
import { distributions } from '../../db/schema';
import { createDistribution } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { expectError, failure, post } from '../../test/helpers';
import { signedInFarmer } from '../../test/shop-helpers';

/*
 * Issue 31: a window the order-window rules cannot read is refused when it is saved, with a message,
 * instead of being stored and then read as 'closed' by the cart, the quote and the catalogue.
 */

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pickup = {
  selectPickDel: 1,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' },
};

describe('a malformed order window is refused when saved', () => {
  it.each([
    [
      'a time that is not on a 12-hour clock',
      { placeOrderOpen: { day: 0, time: '18:00', meridiem: 'PM' } },
      "Time must be like '9:00'.",
    ],
    ['a weekday past Saturday', { placeOrderClose: { day: 7, time: '11:00', meridiem: 'PM' } }, DAY_MESSAGE],
    ['no AM or PM', { placeOrderOpen: { day: 0, time: '6:00', meridiem: 'am' } }, 'Choose AM or PM.'],
    ['a time zone that does not exist', { timeZone: 'America/Atlantis' }, TIME_ZONE_MESSAGE],
  ])(
    'through the farmer portal: %s is a 400 with its message, and nothing is written',
    async (_case, change, message) => {
      const { token, farm } = await signedInFarmer(t, { postalCode: '12401' });
      const answer = await post(t, '/api/farmer/distributions/add', { ...pickup, ...change }, token);
      expect(failure(answer)).toEqual(expectError(400, ErrorCode.Validation, message));
      expect(await t.database.db.$count(distributions, eq(distributions.farmId, farm.id))).toBe(0);
    },
  );

  it.each([
    ['a 24-hour time', { placeOrderOpen: { day: 0, time: '18:00', meridiem: 'PM' as const } }],
    ['a weekday 7', { placeOrderClose: { day: 7, time: '11:00', meridiem: 'PM' as const } }],
    ['a lower-case meridiem', { placeOrderOpen: { day: 0, time: '6:00', meridiem: 'am' as 'AM' } }],
    ['an unknown time zone', { timeZone: 'America/Atlantis' }],
  ])('by the database, whoever writes it: %s', async (_case, change) => {
    const { farm } = await signedInFarmer(t, { postalCode: '12401' });
    await expect(createDistribution(t.database.db, { farmId: farm.id, ...change })).rejects.toThrow();
    expect(await t.database.db.$count(distributions, eq(distributions.farmId, farm.id))).toBe(0);
  });

  it('a well-formed window is stored', async () => {
    const { farm } = await signedInFarmer(t, { postalCode: '12401' });
    await createDistribution(t.database.db, { farmId: farm.id, timeZone: 'America/Anchorage' });
    expect(await t.database.db.$count(distributions, eq(distributions.farmId, farm.id))).toBe(1);
  });
});
