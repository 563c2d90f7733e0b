/** Shapes of the farmer and pick-up host portals' calls (issue 6), shared by server and web. */
import { z } from 'zod';
import { cartAddressSchema } from './cart-types';
import { addressFieldsSchema, deliverySlotSchema, pagedSchema, pickupSlotSchema } from './catalog-types';
import { instantSchema } from './contract/http';
import { deliveryZoneDtoSchema } from './delivery-fee';
import { windowPointDtoSchema, windowPreviewSchema } from './order-window-schemas';
import { orderLineSchema } from './payment-types';
import { SELLER_APPROVALS } from './users';
import { portalFarmExample } from './contract/examples';

export const HARVEST_STATUSES = ['Pending', 'Harvested', 'Fulfilled', 'Out of Stock'] as const;

/** One farm's part of an order, as the farm (or the pick-up host) handles it. */
export const farmOrderGroupSchema = z.object({
  _id: z.number().int(),
  orderId: z.number().int(),
  created: instantSchema.meta({ description: 'When the order was placed.' }),
  orderStatus: z.string().meta({ description: "'0' Pending, '1' Paid, '3' cancelled." }),
  farmId: z.number().int(),
  farmName: z.string(),
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  courierType: z.enum(['Pickup', 'Delivery', 'Shipping']),
  address: cartAddressSchema.nullable().meta({ description: 'Where it is delivered or shipped.' }),
  locationName: z.string().nullable(),
  day: z.number().int().nullable().meta({ description: 'The pickup or delivery weekday, 0 Sunday.' }),
  timeSlot: z.string().nullable(),
  deliveryFeesCents: z.number().int(),
  totalPriceCents: z.number().int(),
  harvestStatus: z
    .number()
    .int()
    .meta({ description: '0 Pending, 1 Harvested, 2 Fulfilled, 3 Out of Stock.' }),
  trackingNumbers: z.array(z.string()),
  pickedUpAt: instantSchema.nullable(),
  productList: z.array(orderLineSchema),
});
export type FarmOrderGroupDto = z.infer<typeof farmOrderGroupSchema>;

export const farmOrdersPageSchema = pagedSchema(farmOrderGroupSchema);
export type FarmOrdersPage = z.infer<typeof farmOrdersPageSchema>;

// ---------------------------------------------------------------- the farmer portal's answers

const id = z.number().int();
const cents = z.number().int();

/** One of the farm's photos, in the order the farm page shows them. */
export const portalFarmMediaSchema = z.object({
  id,
  url: z.string(),
  thumbUrl: z.string(),
  position: z.number().int(),
});

/** The farmer's own farm profile (farmer/farm): what the form edits, its pictures and whether it is listed. */
export const portalFarmSchema = addressFieldsSchema.extend({
  id,
  farmName: z.string(),
  farmLogo: z.string().nullable(),
  coverImage: z.string().nullable(),
  brandColor: z.string(),
  shortInfo: z.string(),
  infoAboutFarm: z.string(),
  infoAboutFarmer: z.string(),
  shortInfoEs: z
    .string()
    .meta({ description: "Issue 32.4: the farmer's own Spanish for shortInfo ('' when none)." }),
  infoAboutFarmEs: z.string(),
  infoAboutFarmerEs: z.string(),
  certifiedOrganic: z.boolean(),
  nofa: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z
    .number()
    .int()
    .meta({ description: '1 listed, 0 hidden, 2 waiting for its farmer to be approved.' }),
  media: z.array(portalFarmMediaSchema),
});
export type PortalFarm = z.infer<typeof portalFarmSchema>;

/** farmer/farm: the farm (null before its first save) and whether an admin approved the farmer. */
export const myFarmSchema = z
  .object({
    farm: portalFarmSchema.nullable(),
    approval: z.enum(SELLER_APPROVALS).meta({
      description: "'pending' after a farmer's own sign-up: the farm stays hidden until an admin approves.",
    }),
  })
  .meta({
    examples: [{ farm: portalFarmExample, approval: 'approved' }],
  });
export type MyFarmDto = z.infer<typeof myFarmSchema>;
/** A change of the farm profile or its photos answers the farm as it now is. */
export const farmSavedSchema = myFarmSchema.extend({ message: z.string() });

/** One of the farm's items as the farmer edits it (farmer/inventory). */
export const portalItemSchema = z.object({
  id,
  farmId: id.meta({ description: 'The farm it belongs to: the farmer’s own.' }),
  itemName: z.string().meta({ description: "'others' means otherItemName is the name shown (SPEC 3)." }),
  otherItemName: z.string(),
  variety: z.string(),
  description: z.string(),
  itemNameEs: z.string().meta({ description: "Issue 32.4: the farmer's own Spanish name ('' when none)." }),
  descriptionEs: z.string(),
  image: z.string().nullable(),
  inventoryType: z.number().int().meta({ description: 'Category (SPEC 9).' }),
  distributionTypes: z.array(z.number().int()).meta({ description: '1 pickup, 2 delivery, 3 shipping.' }),
  status: z.number().int().meta({ description: '1 listed, 0 out of stock.' }),
  published: z.boolean().meta({ description: 'False for a copy not yet edited: only its farmer sees it.' }),
  consumerPriceCents: cents,
  wholesalePriceCents: cents,
  consumerUnit: z.number().int(),
  otherConsumerUnit: z.string(),
  wholesaleUnit: z.number().int(),
  otherWholesaleUnit: z.string(),
  maximumConsumerQuantity: z.number().int(),
  maximumWholesaleQuantity: z.number().int(),
  subscriptionInterval: z.string().nullable().meta({ description: "'day' | 'week' | 'month', or null." }),
  subscriptionIntervalCount: z.number().int(),
});
export type PortalItem = z.infer<typeof portalItemSchema>;
export const itemSavedSchema = z.object({ message: z.string(), item: portalItemSchema });

/** One of the farm's distributions as the farmer edits it, with its order window's preview. */
export const portalDistributionSchema = addressFieldsSchema.extend({
  id,
  selectPickDel: z.number().int().meta({ description: '1 pickup, 2 delivery, 3 shipping.' }),
  marketId: id.nullable(),
  deliveryFor: z.number().int().nullable().meta({ description: '1 consumer, 2 wholesale, 3 or null both.' }),
  category: z.string(),
  deliveryPostalCodes: z.array(z.string()),
  flatFeeCents: cents.nullable(),
  deliveryFeeCentsPerMile: cents.nullable(),
  radiusMiles: z.number().nullable(),
  deliveryZones: z.array(deliveryZoneDtoSchema),
  freeDeliveryOverCents: cents.nullable(),
  slotCapacity: z.number().int().nullable().meta({
    description: 'The most orders each pickup time / delivery day takes per order window; null: no limit.',
  }),
  pickups: z.array(pickupSlotSchema),
  deliveries: z.array(deliverySlotSchema),
  placeOrderOpen: windowPointDtoSchema,
  placeOrderClose: windowPointDtoSchema,
  timeZone: z.string(),
  preview: windowPreviewSchema,
});
export type PortalDistribution = z.infer<typeof portalDistributionSchema>;
export const distributionSavedSchema = z.object({
  message: z.string(),
  distribution: portalDistributionSchema,
});

const windowFigures = z.object({
  from: instantSchema,
  to: instantSchema,
  orders: z.number().int(),
  salesCents: cents,
  sales: z.string().meta({ description: "salesCents as the page shows it: '$1,234.50'." }),
});
/** farmer/dashboard: the current and the last order window's orders and sales, and items low in stock. */
export const farmerDashboardSchema = z.object({
  current: windowFigures,
  last: windowFigures,
  lowStock: z.array(
    z.object({
      _id: id,
      itemName: z.string(),
      maximumConsumerQuantity: z.number().int(),
      maximumWholesaleQuantity: z.number().int(),
    }),
  ),
});
export type FarmerDashboardDto = z.infer<typeof farmerDashboardSchema>;
