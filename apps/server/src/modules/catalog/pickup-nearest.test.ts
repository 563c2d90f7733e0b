/**
 * The pickups a list by zip offers (queries.ts frameRowsQuery): the DISTRIBUTION_CAP nearest shown ones within
 * PICKUP_RADIUS_MILES of the zip, nearest first. The nearest spots here are taken by pickups a buyer must not
 * see (an unlisted farm's, one at a hidden market, an inactive one), so a cut made before they are left out
 * would offer fewer than the cap, and one made after must reach past them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributionType, type FarmDistributionsInventoryDto } from '@lfm/core';
import { createDistribution, createFarm, createMarket, zipCentroid } from '../../db/factories';
import { getData } from '../../test/catalog-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { DISTRIBUTION_CAP, PICKUP_RADIUS_MILES } from './queries';

/** Absarokee, Montana: no other test's farm is within 50 miles. */
const ZIP = '59001';
const centre = zipCentroid(ZIP)!;
/** A degree of latitude is about 69 miles: the k-th spot north of the zip's centre, 0.35 miles apart. */
const spot = (k: number) => ({
  postalCode: ZIP,
  latitude: centre.latitude + k * 0.005,
  longitude: centre.longitude,
});

let t: TestContext;
const shown: number[] = [];
const hidden: number[] = [];
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE: 'false' });
  const db = t.database.db;
  const unlisted = await createFarm(db, { postalCode: ZIP, status: 0 });
  const hiddenMarket = await createMarket(db, { postalCode: ZIP, status: 1 });
  const farm = await createFarm(db, { postalCode: ZIP });
  hidden.push(
    (await createDistribution(db, { farmId: unlisted.id, ...spot(1) })).id,
    (await createDistribution(db, { farmId: farm.id, marketId: hiddenMarket.id, ...spot(2) })).id,
    (await createDistribution(db, { farmId: farm.id, status: 0, ...spot(3) })).id,
  );
  // Created farthest first, so that no order of creation or id stands in for the distance.
  for (let k = DISTRIBUTION_CAP + 8; k >= 4; k--) {
    const own = await createFarm(db, { postalCode: ZIP });
    shown.unshift((await createDistribution(db, { farmId: own.id, ...spot(k) })).id);
  }
  // Past the radius: never offered, however few are near.
  const far = await createFarm(db, { postalCode: ZIP });
  hidden.push((await createDistribution(db, { farmId: far.id, ...spot(PICKUP_RADIUS_MILES / 0.3) })).id);
});
afterAll(() => t.close());

describe('pickup at a zip', () => {
  it(`offers the ${DISTRIBUTION_CAP} nearest shown pickups, past nearer ones a buyer must not see`, async () => {
    const { result } = await getData<{ result: FarmDistributionsInventoryDto }>(
      t,
      `/api/farm/getAllFarmDistributionsInventory?zipCode=${ZIP}&distributionType=${DistributionType.Pickup}&limit=100`,
    );
    const offered = result.distributions.map((d) => d._id);
    expect(offered.filter((id) => hidden.includes(id))).toEqual([]);
    expect(new Set(offered)).toEqual(new Set(shown.slice(0, DISTRIBUTION_CAP)));
  });
});
