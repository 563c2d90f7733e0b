import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@lfm/core';
import { distributions, farmMedia, inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, expectError, failure, get, multipart, pngBytes, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { buyer, itemFields, signedInFarmer } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A signed-in farmer with a farm at 12401, or yet without one. */
const farmer = async (withFarm = true) =>
  withFarm
    ? signedInFarmer(t, { postalCode: '12401' })
    : { ...(await buyer(t, { userType: 1 })), farm: null };
const form = (
  t2: TestContext,
  url: string,
  token: string,
  fields: Record<string, string | number | boolean>,
  files: { name: string; filename: string; content: Buffer | string }[] = [],
) => call(t2, { method: 'POST', url, token, form: multipart(fields, files) });

const item = itemFields;
const window = {
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' },
};

describe('farm profile and photos', () => {
  it('a new farmer sets up the farm (geocoded, with a logo), adds, orders and removes photos', async () => {
    const { token } = await farmer(false);
    expect(okData<{ farm: null }>(await get(t, '/api/farmer/farm', token)).farm).toBeNull();
    expect(failure(await get(t, '/api/farmer/inventory', token))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Set up your farm first.'),
    );

    const fields = {
      farmName: 'Stone Wall Acres',
      shortInfo: 'Greens',
      addressLine1: '1 Main St',
      city: 'Kingston',
      state: 'NY',
      postalCode: '12401',
      certifiedOrganic: 'true',
      nofa: 'false',
    };
    expect(
      failure(await form(t, '/api/farmer/farm', token, { ...fields, farmName: '' })).responseMessage,
    ).toBe('Farm name is required.');
    const saved = okData<{
      farm: { id: number; latitude: number; farmLogo: string; certifiedOrganic: boolean };
    }>(
      await form(t, '/api/farmer/farm', token, fields, [
        { name: 'farmLogo', filename: 'logo.png', content: await pngBytes() },
      ]),
    );
    expect(saved.farm).toMatchObject({ certifiedOrganic: true, farmLogo: expect.stringMatching(/\.webp$/) });
    expect(saved.farm.latitude).toBeCloseTo(41.9, 0);

    for (let i = 0; i < 2; i++)
      okData(
        await form(t, '/api/farmer/farm/media', token, {}, [
          { name: 'photo', filename: 'p.png', content: await pngBytes(800, 600) },
        ]),
      );
    const media = await t.database.db
      .select()
      .from(farmMedia)
      .where(eq(farmMedia.farmId, saved.farm.id))
      .orderBy(farmMedia.position);
    expect(media).toHaveLength(2);
    const reordered = okData<{ farm: { media: { id: number }[] } }>(
      await post(t, '/api/farmer/farm/media/order', { mediaIds: [media[1]!.id, media[0]!.id] }, token),
    );
    expect(reordered.farm.media.map((m) => m.id)).toEqual([media[1]!.id, media[0]!.id]);
    expect(
      failure(await post(t, '/api/farmer/farm/media/order', { mediaIds: [media[0]!.id] }, token))
        .responseMessage,
    ).toBe('Send every photo of your farm once, in the order to show them.');

    const other = await farmer();
    expect(
      failure(await post(t, '/api/farmer/farm/media/remove', { mediaId: media[0]!.id }, other.token)),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Photo not found.'));
    okData(await post(t, '/api/farmer/farm/media/remove', { mediaId: media[0]!.id }, token));
    expect(await countRows(t, farmMedia, eq(farmMedia.farmId, saved.farm.id))).toBe(1);
  });
});

describe('inventory', () => {
  it('adds an item with a photo that buyers then see on the farm page', async () => {
    const { farm, token } = await farmer();
    const res = await form(t, '/api/farmer/inventory/add', token, item, [
      { name: 'image', filename: 'kale.png', content: await pngBytes(900, 700) },
    ]);
    const { item: added } = okData<{ item: { id: number; image: string; distributionTypes: number[] } }>(res);
    expect(added).toMatchObject({ distributionTypes: [1, 2], image: expect.stringMatching(/\.webp$/) });
    const details = okData<{
      result: { inventoryData: { _id: number; name: string; priceCents: number }[] };
    }>(await get(t, `/api/farm/viewFarmDetails?farmId=${farm!.id}`));
    expect(details.result.inventoryData).toContainEqual(
      expect.objectContaining({ _id: added.id, name: 'Purple Kale', priceCents: 350 }),
    );

    const list = okData<{ total: number }>(await get(t, '/api/farmer/inventory?search=kale', token));
    expect(list.total).toBe(1);
  });

  it('refuses bad input and another farm’s item; nothing changes', async () => {
    const a = await farmer();
    const b = await farmer();
    expect(
      failure(await form(t, '/api/farmer/inventory/add', a.token, { ...item, distributionTypes: '' }))
        .responseMessage,
    ).toBe('Select at least one way to distribute this item.');
    expect(
      failure(
        await form(t, '/api/farmer/inventory/add', a.token, item, [
          { name: 'image', filename: 'x.txt', content: 'not an image' },
        ]),
      ).responseMessage,
    ).toBe('File type not supported.');
    expect(await countRows(t, inventory, eq(inventory.farmId, a.farm!.id))).toBe(0);

    const { item: bs } = okData<{ item: { id: number } }>(
      await form(t, '/api/farmer/inventory/add', b.token, item),
    );
    expect(
      failure(
        await form(t, '/api/farmer/inventory/edit', a.token, {
          ...item,
          inventoryId: bs.id,
          itemName: 'Mine now',
        }),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Item not found.'));
    expect(
      failure(await post(t, '/api/farmer/inventory/status', { inventoryId: bs.id, status: 0 }, a.token))
        .status,
    ).toBe(404);
    expect(
      failure(await post(t, '/api/farmer/inventory/duplicate', { inventoryId: bs.id }, a.token)).status,
    ).toBe(404);
    const [row] = await t.database.db.select().from(inventory).where(eq(inventory.id, bs.id));
    expect(row).toMatchObject({ itemName: 'Purple Kale', status: 1 });
  });

  it('edits, duplicates (unlisted) and marks out of stock', async () => {
    const { token } = await farmer();
    const { item: added } = okData<{ item: { id: number } }>(
      await form(t, '/api/farmer/inventory/add', token, item),
    );
    okData(
      await form(t, '/api/farmer/inventory/edit', token, {
        ...item,
        inventoryId: added.id,
        consumerPriceCents: 400,
        subscriptionInterval: 'week',
        subscriptionIntervalCount: 1,
      }),
    );
    const copy = okData<{
      item: { id: number; itemName: string; status: number; consumerPriceCents: number };
    }>(await post(t, '/api/farmer/inventory/duplicate', { inventoryId: added.id }, token)).item;
    expect(copy).toMatchObject({ itemName: 'Purple Kale (copy)', status: 0, consumerPriceCents: 400 });
    // Issue 12.5: the copy is the farmer's own until edited; then buyers see it.
    const productPage = (id: number) => get(t, `/api/inventory/getViewDetails?inventoryId=${id}`);
    expect((await productPage(added.id)).statusCode).toBe(200);
    expect(failure(await productPage(copy.id))).toEqual(
      expectError(404, ErrorCode.NotFound, 'This product is no longer available'),
    );
    okData(
      await form(t, '/api/farmer/inventory/edit', token, {
        ...item,
        itemName: 'Red Kale',
        inventoryId: copy.id,
      }),
    );
    expect((await productPage(copy.id)).statusCode).toBe(200);
    okData(await post(t, '/api/farmer/inventory/status', { inventoryId: added.id, status: 0 }, token));
    const [row] = await t.database.db.select().from(inventory).where(eq(inventory.id, added.id));
    expect(row).toMatchObject({ status: 0, subscriptionInterval: 'week' });
  });
});

describe('distributions', () => {
  it('adds a delivery with its window preview; buyers in a served zip see the farm', async () => {
    const { farm, token } = await farmer();
    await form(t, '/api/farmer/inventory/add', token, item);
    const { distribution } = okData<{
      distribution: { id: number; preview: { isOpen: boolean; nextCloseAt: string } };
    }>(
      await post(
        t,
        '/api/farmer/distributions/add',
        {
          selectPickDel: 2,
          deliveryFor: 3,
          deliveryPostalCodes: '12401, 12443',
          flatFeeCents: 500,
          deliveries: [{ day: 5, time: '2:00 PM - 6:00 PM', feeCents: 500 }],
          ...window,
        },
        token,
      ),
    );
    expect(distribution.preview).toEqual({
      isOpen: true,
      nextOpenAt: '2026-11-22T11:00:00.000Z',
      nextCloseAt: '2026-11-20T04:01:00.000Z',
    });
    const listing = okData<{ result: { farms: { _id: number }[] } }>(
      await get(t, '/api/farm/getAllFarmDistributionsInventory?zipCode=12443&distributionType=2'),
    );
    expect(listing.result.farms.map((f) => f._id)).toContain(farm!.id);
  });

  it("refuses bad input, an unknown market and another farm's distribution; nothing changes", async () => {
    const a = await farmer();
    const b = await farmer();
    expect(
      failure(
        await post(
          t,
          '/api/farmer/distributions/add',
          { selectPickDel: 2, deliveries: [{ day: 5, time: '2-6' }], ...window },
          a.token,
        ),
      ).responseMessage,
    ).toBe('Add the zip codes you serve.');
    expect(
      failure(
        await post(
          t,
          '/api/farmer/distributions/add',
          {
            selectPickDel: 1,
            marketId: 999999,
            pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
            ...window,
          },
          a.token,
        ),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Market not found.'));
    const { distribution } = okData<{ distribution: { id: number } }>(
      await post(
        t,
        '/api/farmer/distributions/add',
        {
          selectPickDel: 1,
          pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
          ...window,
        },
        b.token,
      ),
    );
    expect(
      failure(
        await post(t, '/api/farmer/distributions/remove', { distributionId: distribution.id }, a.token),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Distribution not found.'));
    expect(
      failure(
        await post(
          t,
          '/api/farmer/distributions/edit',
          { distributionId: distribution.id, selectPickDel: 3, deliveryPostalCodes: ['10001'], ...window },
          a.token,
        ),
      ).status,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(distributions)
      .where(eq(distributions.id, distribution.id));
    expect(row).toMatchObject({ selectPickDel: 1, status: 1 });
    expect(await countRows(t, distributions, eq(distributions.farmId, a.farm!.id))).toBe(0);
  });

  it('previews a window and is for farmers only', async () => {
    const { token } = await farmer();
    const { preview } = okData<{ preview: { isOpen: boolean } }>(
      await post(t, '/api/farmer/distributions/preview', window, token),
    );
    expect(preview.isOpen).toBe(true);
    const customer = await buyer(t);
    expect(failure(await get(t, '/api/farmer/distributions', customer.token)).status).toBe(403);
  });
});
