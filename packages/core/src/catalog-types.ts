/**
 * Response shapes of the catalog calls (SPEC 7), shared by the server and the web app.
 * Prices are integer cents, already chosen for the caller's role (SPEC 6).
 */
import type { RecipeIngredient } from './admin';
import type { DeliveryZone } from './delivery-fee';
import type { WindowPoint } from './order-window';

export interface AddressFields {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface Paged<T> {
  result: T[];
  total: number;
  page: number;
  limit: number;
}

export interface FarmCardDto {
  _id: number;
  farmName: string;
  farmLogo: string | null;
  coverImage: string | null;
  brandColor: string;
  shortInfo: string;
  farmAddress: AddressFields;
  /** [longitude, latitude] as SPEC 3 has it, or null when not geocoded. */
  geoLocation: [number, number] | null;
  certifiedOrganic: boolean;
  nofa: boolean;
  /** Listed, in-stock items the caller can buy (test products excluded). */
  numberAvailableProducts: number;
  /** Present when the call was made with a position or a zip. */
  distanceMiles?: number;
}

export interface FarmMediaDto {
  url: string;
  thumbUrl: string;
}

export interface FarmDto extends FarmCardDto {
  infoAboutFarm: string;
  infoAboutFarmer: string;
  farmerName: string;
  media: FarmMediaDto[];
}

export interface PickupSlotDto {
  day: number;
  time: { startTime: string; endTime: string }[];
}
export interface DeliverySlotDto {
  day: number;
  time: string;
  feeCents: number;
}

export interface DistributionDto {
  _id: number;
  farmId: number;
  farmName: string;
  /** 1 pickup, 2 delivery, 3 shipping */
  selectPickDel: number;
  /** 1 consumer, 2 wholesale, 3 or null both */
  deliveryFor: number | null;
  marketId: number | null;
  marketName: string | null;
  address: AddressFields;
  geoLocation: [number, number] | null;
  /**
   * Zip codes served: in lists by zip only that zip; elsewhere at most the first 50 (issue 14: no
   * answer grows with a distribution's zip list). `deliveryPostalCodeCount` is how many it serves.
   */
  deliveryPostalCodes: string[];
  deliveryPostalCodeCount?: number;
  flatFeeCents: number | null;
  deliveryFeeCentsPerMile: number | null;
  radiusMiles: number | null;
  deliveryZones: DeliveryZone[];
  freeDeliveryOverCents: number | null;
  pickups: PickupSlotDto[];
  deliveries: DeliverySlotDto[];
  placeOrderOpen: WindowPoint;
  placeOrderClose: WindowPoint;
  timeZone: string;
  /** Whether the order window is open now (server clock, market time zone). */
  isOpen: boolean;
  /** Pickup times / delivery days that have as many orders as the farmer takes ('Full'). */
  fullSlots: { day: number; timeSlot: string }[];
}

export interface InventoryDto {
  _id: number;
  farmId: number;
  farmName: string;
  /** itemName, or otherItemName when itemName is 'others' (SPEC 3). */
  name: string;
  variety: string;
  description: string;
  image: string | null;
  inventoryType: number;
  categoryName: string;
  distributionTypes: number[];
  isShippable: boolean;
  /** 1 listed, 0 out of stock (buy controls hidden). */
  status: number;
  /** Role-aware (SPEC 6). */
  priceCents: number;
  unit: string;
  maxQuantity: number;
  subscriptionInterval: string | null;
  subscriptionIntervalCount: number;
  /** Whether any distribution of this farm that carries the item has its window open now. */
  orderWindowOpen: boolean;
}

export interface FarmDetailsDto {
  farmData: FarmDto;
  /** One page of the farm's products (page, limit). */
  inventoryData: InventoryDto[];
  distributionData: DistributionDto[];
  /** How many products there are in all, counted up to 1,001 (more shows as '1,000+'). */
  inventoryTotal: number;
  page: number;
  limit: number;
}

export interface MarketDto {
  _id: number;
  marketName: string;
  marketIcon: string | null;
  marketBackgroundColor: string;
  marketImage: string | null;
  desc: string;
  address: AddressFields;
  geoLocation: [number, number] | null;
  marketOrderWindow: string;
  marketPickupWindows: string[];
}

/** Issue 15: a category of the products a list pages through, and how many of them it holds. */
export interface CategoryCountDto {
  id: number;
  name: string;
  count: number;
}

export interface MarketDetailsDto {
  marketInfo: MarketDto;
  /** Farms with a pickup distribution at this market, with their products and that distribution. */
  farmInfo: { farm: FarmDto; distributions: DistributionDto[]; inventory: InventoryDto[] }[];
  /** The products of all these farms are paged together (page, limit); this many in all, counted up to 1,001. */
  inventoryTotal: number;
  /** Every category of these farms' pickup products (not of this page only), with counts; `category` filters the list. */
  categories: CategoryCountDto[];
  page: number;
  limit: number;
}

export interface RecipeDto {
  _id: number;
  recipesName: string;
  image: string | null;
  /** Sanitized HTML. */
  description: string;
  /** Issue 18.3: what the recipe needs; the recipe page matches each to food near the buyer. */
  ingredients: RecipeIngredient[];
}

/** farm/getAllFarmDistributionsInventory and inventory/getInventoryByDistribution. */
export interface FarmDistributionsInventoryDto {
  farms: FarmCardDto[];
  inventory: InventoryDto[];
  distributions: DistributionDto[];
  /** For pickup: the markets (and farm stands) where the distributions hand out orders. */
  markets: MarketDto[];
  total: number;
  /** Every category of the listed products (all pages, before `category` filters them), with counts. */
  categories: CategoryCountDto[];
  page: number;
  limit: number;
}

/** inventory/getInventoryByDistribution (To Your Door): one page of shippable products. */
export type ShippableInventoryDto = Pick<
  FarmDistributionsInventoryDto,
  'inventory' | 'distributions' | 'total' | 'categories' | 'page' | 'limit'
>;
