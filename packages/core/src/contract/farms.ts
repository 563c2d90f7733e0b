/** The farms calls (docs/api-catalog.md): search, a farm's page, farms by id, order now. */
import { z } from 'zod';
import { DistributionType, isDistributionType } from '../catalog';
import {
  distributionDtoSchema,
  farmCardSchema,
  farmDetailsSchema,
  farmDistributionsInventorySchema,
  farmSchema,
  pagedSchema,
} from '../catalog-types';
import { INT_MAX } from '../fields';
import type { ClientRequest, ViewerFields } from './http';
import {
  blankAsAbsent,
  categoryParam,
  idParam,
  optionalId,
  optionalZip,
  paging,
  searchParam,
  viewerQuery,
  ZIP_REQUIRED,
} from './params';
import {
  distributionExample,
  farmCardExample,
  farmExample,
  inventoryExample,
  marketExample,
} from './examples';
import { route } from './route';

/** Miles around lat/long when farm/getFarm names no radius. */
export const DEFAULT_RADIUS_MILES = 25;
export const MAX_FARM_IDS = 50;
/** Products per page of a farm's page ('Show more' asks for the next; the server draws the first). */
export const FARM_PRODUCTS_PAGE = 24;
export type DistributionKind = (typeof DistributionType)[keyof typeof DistributionType];

const optionalQueryText = (max: number, name: string) =>
  z.preprocess(
    blankAsAbsent,
    z.string().trim().max(max, `${name} must be at most ${max} characters.`).optional(),
  );
const coordinate = (name: string, bound: number) => {
  const message = `${name} must be a number from -${bound} to ${bound}.`;
  return z.coerce.number({ error: message }).min(-bound, message).max(bound, message).optional();
};
const RADIUS_MESSAGE = 'radius must be a number of miles from 1 to 500.';

export const farmSearchQuery = z
  .object({
    search: searchParam,
    state: optionalQueryText(30, 'state'),
    city: optionalQueryText(100, 'city'),
    lat: coordinate('lat', 90),
    long: coordinate('long', 180),
    radius: z.coerce
      .number({ error: RADIUS_MESSAGE })
      .min(1, RADIUS_MESSAGE)
      .max(500, RADIUS_MESSAGE)
      .default(DEFAULT_RADIUS_MILES)
      .meta({ description: 'Miles around lat/long (default 25).' }),
    ...paging,
    ...viewerQuery,
  })
  .refine((q) => (q.lat === undefined) === (q.long === undefined), {
    path: ['long'],
    message: 'lat and long must be given together.',
  });

export const farmQuery = z.object({
  farmId: idParam('farmId', 'Farm id is required.'),
  ...paging,
  ...viewerQuery,
});

export const farmIdsQuery = z.object({
  farmIds: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.join(',') : v),
      z.string({ error: 'farmIds is required.' }).trim().min(1, 'farmIds is required.'),
    )
    .transform((v) => v.split(',').map((id) => id.trim()))
    .refine(
      // Ids past the integer column's range are no farm's (issue 13.2), not a database error.
      (ids) => ids.every((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT_MAX),
      'farmIds must be farm ids separated by commas.',
    )
    .transform((ids) => [...new Set(ids.map(Number))])
    .refine((ids) => ids.length <= MAX_FARM_IDS, `At most ${MAX_FARM_IDS} farmIds at a time.`)
    .meta({ description: `Comma-separated farm ids, at most ${MAX_FARM_IDS}.` }),
  ...viewerQuery,
});

const KIND_MESSAGE = 'distributionType must be 1 (pickup), 2 (delivery) or 3 (shipping).';

export const distributionsInventoryQuery = z
  .object({
    zipCode: optionalZip,
    distributionType: z.coerce
      .number({ error: KIND_MESSAGE })
      .refine(isDistributionType, KIND_MESSAGE)
      .default(DistributionType.Pickup)
      .transform((v) => v as DistributionKind),
    farmId: optionalId('farmId'),
    category: categoryParam,
    ...paging,
    ...viewerQuery,
  })
  .refine((q) => q.distributionType === DistributionType.Pickup || q.zipCode !== undefined, {
    path: ['zipCode'],
    message: ZIP_REQUIRED,
  });

export type FarmSearchRequest = ClientRequest<z.output<typeof farmSearchQuery>, never, ViewerFields>;
export type DistributionsInventoryRequest = ClientRequest<
  z.output<typeof distributionsInventoryQuery>,
  'distributionType',
  ViewerFields
>;

/** farm/getFarmStateCity's answer. */
export const farmStatesAndCitiesSchema = z.object({
  result: z.object({
    state: z.array(z.string()),
    city: z.array(z.object({ state: z.string(), city: z.string() })),
  }),
});

/** A farm with its distributions (farm/viewFarmInfoByIds, for the cart). */
export const farmWithDistributionsSchema = farmSchema.extend({
  distributionInfo: z.array(distributionDtoSchema),
});

/** The farms calls. */
export const farmsApi = {
  getFarm: route({
    method: 'GET',
    path: 'farm/getFarm',
    summary: 'Listed farms: by name, state and city, or nearest first around lat/long',
    tags: ['farms'],
    access: 'optional',
    query: farmSearchQuery,
    response: pagedSchema(farmCardSchema).meta({
      examples: [{ result: [farmCardExample], total: 1, page: 1, limit: 10 }],
    }),
    errors: [400],
  }),
  getFarmStateCity: route({
    method: 'GET',
    path: 'farm/getFarmStateCity',
    summary: 'States and cities of listed farms',
    tags: ['farms'],
    access: 'client',
    response: farmStatesAndCitiesSchema.meta({
      examples: [
        {
          result: {
            state: ['NY'],
            city: [
              { state: 'NY', city: 'Hudson' },
              { state: 'NY', city: 'Kingston' },
            ],
          },
        },
      ],
    }),
    errors: [],
  }),
  viewFarmDetails: route({
    method: 'GET',
    path: 'farm/viewFarmDetails',
    summary: "A farm's page: farm, products and distributions",
    description: "404 'Farm does not exist' for an unknown or hidden farm.",
    tags: ['farms'],
    access: 'optional',
    query: farmQuery,
    response: z.object({ result: farmDetailsSchema }).meta({
      examples: [
        {
          result: {
            farmData: farmExample,
            inventoryData: [inventoryExample],
            distributionData: [distributionExample],
            inventoryTotal: 1,
            page: 1,
            limit: 24,
          },
        },
      ],
    }),
    errors: [400, 404],
  }),
  viewFarmInfoByIds: route({
    method: 'GET',
    path: 'farm/viewFarmInfoByIds',
    summary: 'Farms by id with their distributions (the cart)',
    tags: ['farms'],
    access: 'optional',
    query: farmIdsQuery,
    response: z
      .object({ farmInfo: z.array(farmWithDistributionsSchema) })
      .meta({ examples: [{ farmInfo: [{ ...farmExample, distributionInfo: [distributionExample] }] }] }),
    errors: [400],
  }),
  getAllFarmDistributionsInventory: route({
    method: 'GET',
    path: 'farm/getAllFarmDistributionsInventory',
    summary: 'Order now: pickup, delivery or shipping, with farms, distributions and a page of products',
    description:
      "zipCode is required for delivery (2) and shipping (3); a zip that does not exist is 400 'Please fill valid address'.",
    tags: ['farms'],
    access: 'optional',
    query: distributionsInventoryQuery,
    response: z.object({ result: farmDistributionsInventorySchema }).meta({
      examples: [
        {
          result: {
            inventory: [inventoryExample],
            distributions: [distributionExample],
            total: 1,
            page: 1,
            limit: 24,
            categories: [{ id: 1, name: 'Vegetables', count: 1 }],
            farms: [farmCardExample],
            markets: [marketExample],
          },
        },
      ],
    }),
    errors: [400, 429],
  }),
};
