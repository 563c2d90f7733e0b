/**
 * The distributions a list by zip offers (queries.ts frameIdsQuery): for pickup the DISTRIBUTION_CAP nearest
 * shown ones within PICKUP_RADIUS_MILES of the zip, for delivery the first DISTRIBUTION_CAP shown ones serving
 * the zip in the lists' order (by farm). The first places here are taken by distributions a buyer must not see
 * (an unlisted farm's, one at a hidden market, an inactive one), so a cut made before they are left out would
 * offer fewer than the cap, and one made after must reach past them.
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
const delivering: number[] = [];
const notDelivering: number[] = [];
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE: 'false' });
  const db = t.database.db;
  // Deliveries in farm order: the lowest farm ids are the ones not to list.
  const delivery = (farmId: number, o: { status?: number; deliveryPostalCodes?: string[] } = {}) =>
    createDistribution(db, {
      farmId,
      selectPickDel: DistributionType.Delivery,
      deliveryPostalCodes: [ZIP],
      ...o,
    }).then((d) => d.id);
  const unlistedDeliverer = await createFarm(db, { postalCode: ZIP, status: 0 });
  const deliverer = await createFarm(db, { postalCode: ZIP });
  notDelivering.push(
    await delivery(unlistedDeliverer.id),
    await delivery(deliverer.id, { status: 0 }),
    await delivery(deliverer.id, { deliveryPostalCodes: ['59002'] }),
    await delivery(deliverer.id, { deliveryPostalCodes: [ZIP], status: 0 }),
  );
  for (let k = 0; k < DISTRIBUTION_CAP + 8; k++)
    delivering.push(await delivery((await createFarm(db, { postalCode: ZIP })).id));
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

const listAt = async (kind: number) => {
  const { result } = await getData<{ result: FarmDistributionsInventoryDto }>(
    t,
    `/api/farm/getAllFarmDistributionsInventory?zipCode=${ZIP}&distributionType=${kind}&limit=100`,
  );
  return result.distributions.map((d) => d._id);
};

describe('lists at a zip', () => {
  it(`delivery offers the first ${DISTRIBUTION_CAP} shown deliveries to the zip by farm, past ones a buyer must not see`, async () => {
    const offered = await listAt(DistributionType.Delivery);
    expect(offered.filter((id) => notDelivering.includes(id))).toEqual([]);
    expect(new Set(offered)).toEqual(new Set(delivering.slice(0, DISTRIBUTION_CAP)));
  });

  it(`pickup offers the ${DISTRIBUTION_CAP} nearest shown pickups, past nearer ones a buyer must not see`, async () => {
    const offered = await listAt(DistributionType.Pickup);
    expect(offered.filter((id) => hidden.includes(id))).toEqual([]);
    expect(new Set(offered)).toEqual(new Set(shown.slice(0, DISTRIBUTION_CAP)));
  });
});
