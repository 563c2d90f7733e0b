/**
 * Answers of the catalog calls (SPEC 7), shared by the server and the web app: each shape is a zod
 * schema (the contract's `response`, checked on the way out) and its type is inferred from it.
 * Prices are integer cents, already chosen for the caller's role (SPEC 6).
 */
import { z } from 'zod';
import { deliveryZoneDtoSchema } from './delivery-fee';
import { windowPointDtoSchema } from './order-window-schemas';

const id = z.number().int();
const cents = z.number().int();

export const addressFieldsSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** [longitude, latitude] as SPEC 3 has it, or null when not geocoded. */
export const geoLocationSchema = z
  .tuple([z.number(), z.number()])
  .nullable()
  .meta({ description: '[longitude, latitude] (SPEC 3), or null when not geocoded.' });

/** The paging fields of a list's answer. */
export const pageFields = {
  total: z.number().int().meta({ description: 'How many there are in all (every page).' }),
  page: z.number().int(),
  limit: z.number().int(),
};
/** One page of a list: `result` and the paging fields. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), ...pageFields });
export type Paged<T> = { result: T[]; total: number; page: number; limit: number };

/** Issue 32.4: a farmer's own Spanish for a field, sent only when they wrote one (the page chooses by language). */
const spanish = (field: string) =>
  z
    .string()
    .optional()
    .meta({ description: `The farmer's own Spanish for ${field}; absent when they wrote none.` });

const adminSpanish = (field: string) =>
  z
    .string()
    .optional()
    .meta({ description: `The admin's own Spanish for ${field}; absent when they wrote none.` });

export const farmCardSchema = z.object({
  _id: id,
  farmName: z.string(),
  farmLogo: z.string().nullable(),
  coverImage: z.string().nullable(),
  brandColor: z.string(),
  shortInfo: z.string(),
  shortInfoEs: spanish('shortInfo'),
  farmAddress: addressFieldsSchema,
  geoLocation: geoLocationSchema,
  certifiedOrganic: z.boolean(),
  nofa: z.boolean(),
  numberAvailableProducts: z
    .number()
    .int()
    .meta({ description: 'Listed, in-stock items the caller can buy (test products excluded).' }),
  distanceMiles: z
    .number()
    .optional()
    .meta({ description: 'Present when the call was made with a position or a zip.' }),
});
export type FarmCardDto = z.infer<typeof farmCardSchema>;

export const farmMediaSchema = z.object({ url: z.string(), thumbUrl: z.string() });
export type FarmMediaDto = z.infer<typeof farmMediaSchema>;

export const farmSchema = farmCardSchema.extend({
  infoAboutFarm: z.string(),
  infoAboutFarmer: z.string(),
  infoAboutFarmEs: spanish('infoAboutFarm'),
  infoAboutFarmerEs: spanish('infoAboutFarmer'),
  farmerName: z.string(),
  media: z.array(farmMediaSchema),
});
export type FarmDto = z.infer<typeof farmSchema>;

export const pickupSlotSchema = z.object({
  day: z.number().int(),
  time: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type PickupSlotDto = z.infer<typeof pickupSlotSchema>;
export const deliverySlotSchema = z.object({ day: z.number().int(), time: z.string(), feeCents: cents });
export type DeliverySlotDto = z.infer<typeof deliverySlotSchema>;

export const distributionDtoSchema = z.object({
  _id: id,
  farmId: id,
  farmName: z.string(),
  selectPickDel: z.number().int().meta({ description: '1 pickup, 2 delivery, 3 shipping' }),
  deliveryFor: z.number().int().nullable().meta({ description: '1 consumer, 2 wholesale, 3 or null both' }),
  marketId: id.nullable(),
  marketName: z.string().nullable(),
  address: addressFieldsSchema,
  geoLocation: geoLocationSchema,
  deliveryPostalCodes: z.array(z.string()).meta({
    description:
      'Zip codes served: in lists by zip only that zip; elsewhere at most the first 50 (no answer grows with a ' +
      "distribution's zip list). `deliveryPostalCodeCount` is how many it serves.",
  }),
  deliveryPostalCodeCount: z.number().int().optional(),
  flatFeeCents: cents.nullable(),
  deliveryFeeCentsPerMile: cents.nullable(),
  radiusMiles: z.number().nullable(),
  deliveryZones: z.array(deliveryZoneDtoSchema),
  freeDeliveryOverCents: cents.nullable(),
  pickups: z.array(pickupSlotSchema),
  deliveries: z.array(deliverySlotSchema),
  placeOrderOpen: windowPointDtoSchema,
  placeOrderClose: windowPointDtoSchema,
  timeZone: z.string(),
  isOpen: z
    .boolean()
    .meta({ description: 'Whether the order window is open now (server clock, market time zone).' }),
  fullSlots: z.array(z.object({ day: z.number().int(), timeSlot: z.string() })).meta({
    description: "Pickup times / delivery days that have as many orders as the farmer takes ('Full').",
  }),
});
export type DistributionDto = z.infer<typeof distributionDtoSchema>;

export const inventoryDtoSchema = z.object({
  _id: id,
  farmId: id,
  farmName: z.string(),
  name: z.string().meta({ description: "itemName, or otherItemName when itemName is 'others' (SPEC 3)." }),
  nameEs: spanish('the name'),
  variety: z.string(),
  description: z.string(),
  descriptionEs: spanish('description'),
  image: z.string().nullable(),
  inventoryType: z.number().int(),
  categoryName: z.string(),
  distributionTypes: z.array(z.number().int()),
  isShippable: z.boolean(),
  status: z.number().int().meta({ description: '1 listed, 0 out of stock (buy controls hidden).' }),
  priceCents: cents.meta({ description: "The caller's price (SPEC 6: wholesale for wholesalers)." }),
  unit: z.string(),
  maxQuantity: z.number().int(),
  subscriptionInterval: z.string().nullable(),
  subscriptionIntervalCount: z.number().int(),
  orderWindowOpen: z.boolean().meta({
    description: 'Whether any distribution of this farm that carries the item has its window open now.',
  }),
});
export type InventoryDto = z.infer<typeof inventoryDtoSchema>;

export const farmDetailsSchema = z.object({
  farmData: farmSchema,
  inventoryData: z
    .array(inventoryDtoSchema)
    .meta({ description: "One page of the farm's products (page, limit)." }),
  distributionData: z.array(distributionDtoSchema),
  inventoryTotal: z.number().int().meta({
    description: "How many products there are in all, counted up to 1,001 (more shows as '1,000+').",
  }),
  page: z.number().int(),
  limit: z.number().int(),
});
export type FarmDetailsDto = z.infer<typeof farmDetailsSchema>;

export const marketDtoSchema = z.object({
  _id: id,
  marketName: z.string(),
  marketIcon: z.string().nullable(),
  marketBackgroundColor: z.string(),
  marketImage: z.string().nullable(),
  desc: z.string(),
  address: addressFieldsSchema,
  geoLocation: geoLocationSchema,
  marketOrderWindow: z.string(),
  marketPickupWindows: z.array(z.string()),
  // Issue 32.4: the admin's own Spanish, each only when written (the page chooses: ownWords).
  descEs: adminSpanish('desc'),
  marketOrderWindowEs: adminSpanish('marketOrderWindow'),
  marketPickupWindowsEs: z
    .array(z.string())
    .optional()
    .meta({ description: "The admin's own Spanish for marketPickupWindows; absent when they wrote none." }),
});
export type MarketDto = z.infer<typeof marketDtoSchema>;

/** Issue 15: a category of the products a list pages through, and how many of them it holds. */
export const categoryCountSchema = z.object({ id, name: z.string(), count: z.number().int() });
export type CategoryCountDto = z.infer<typeof categoryCountSchema>;

const categoriesField = z.array(categoryCountSchema).meta({
  description:
    'Every category of the listed products (all pages, before `category` filters them), with counts.',
});

export const marketDetailsSchema = z.object({
  marketInfo: marketDtoSchema,
  farmInfo: z
    .array(
      z.object({
        farm: farmSchema,
        distributions: z.array(distributionDtoSchema),
        inventory: z.array(inventoryDtoSchema),
      }),
    )
    .meta({
      description:
        'Farms with a pickup distribution at this market, with their products and that distribution.',
    }),
  inventoryTotal: z.number().int().meta({
    description:
      'The products of all these farms are paged together (page, limit); this many in all, counted up to 1,001.',
  }),
  categories: categoriesField,
  page: z.number().int(),
  limit: z.number().int(),
});
export type MarketDetailsDto = z.infer<typeof marketDetailsSchema>;

/** Issue 18.3: what a recipe needs; the recipe page matches each to food near the buyer. */
export const recipeIngredientSchema = z.object({
  quantity: z.string(),
  unit: z.string(),
  name: z
    .string()
    .meta({ description: "What the buyer looks for: the recipe page searches every farm's food for it." }),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeDtoSchema = z.object({
  _id: id,
  recipesName: z.string(),
  image: z.string().nullable(),
  description: z.string().meta({ description: 'Sanitized HTML.' }),
  ingredients: z.array(recipeIngredientSchema),
});
export type RecipeDto = z.infer<typeof recipeDtoSchema>;

/** inventory/getInventoryByDistribution (To Your Door): one page of shippable products. */
export const shippableInventorySchema = z.object({
  inventory: z.array(inventoryDtoSchema),
  distributions: z.array(distributionDtoSchema),
  ...pageFields,
  categories: categoriesField,
});
export type ShippableInventoryDto = z.infer<typeof shippableInventorySchema>;

/** farm/getAllFarmDistributionsInventory and inventory/getInventoryByDistribution. */
export const farmDistributionsInventorySchema = shippableInventorySchema.extend({
  farms: z.array(farmCardSchema),
  markets: z.array(marketDtoSchema).meta({
    description: 'For pickup: the markets (and farm stands) where the distributions hand out orders.',
  }),
});
export type FarmDistributionsInventoryDto = z.infer<typeof farmDistributionsInventorySchema>;
