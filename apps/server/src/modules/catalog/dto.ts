/**
 * The one place where catalog rows become the response shapes of docs/api-catalog.md
 * (packages/core/src/catalog-types.ts). Role-aware values (SPEC 6) and window state (SPEC 4)
 * are decided here with the core rules.
 */
import {
  categoryName,
  isShippable,
  isWindowOpenAt,
  itemDisplayName,
  localDayAndMinutes,
  priceFor,
  type AddressFields,
  type DistributionDto,
  type FarmCardDto,
  type FarmDto,
  type InventoryDto,
  type MarketDto,
  type RecipeDto,
  type ZonedOrderingWindow,
} from '@lfm/core';
import type { distributions, recipes } from '../../db/schema';
import { sanitizeRecipeHtml } from '../../lib/sanitize-html';
import type { FarmCardRow, FarmWithFarmer, ItemRow, MarketRow, Viewer } from './rows';
import type { AnswerReads } from '../../http/answer-reads';
import { spanishField } from '../../lib/own-words';

type DistributionRow = typeof distributions.$inferSelect;
type RecipeRow = typeof recipes.$inferSelect;
interface Located {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}

export const toAddress = (r: Located): AddressFields => ({
  addressLine1: r.addressLine1,
  addressLine2: r.addressLine2,
  city: r.city,
  state: r.state,
  postalCode: r.postalCode,
});

/** SPEC 3: geoLocation is [longitude, latitude]. */
export const toGeo = (r: Located): [number, number] | null =>
  r.latitude != null && r.longitude != null ? [r.longitude, r.latitude] : null;

/** Miles to one decimal, as shown on cards. */
const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

export function toFarmCard(farm: FarmCardRow, available: number, distanceMiles?: number): FarmCardDto {
  return {
    _id: farm.id,
    farmName: farm.farmName,
    farmLogo: farm.farmLogo,
    coverImage: farm.coverImage,
    brandColor: farm.brandColor,
    shortInfo: farm.shortInfo,
    ...spanishField('shortInfoEs', farm.shortInfoEs),
    farmAddress: toAddress(farm),
    geoLocation: toGeo(farm),
    certifiedOrganic: farm.certifiedOrganic,
    nofa: farm.nofa,
    numberAvailableProducts: available,
    ...(distanceMiles === undefined ? {} : { distanceMiles: roundMiles(distanceMiles) }),
  };
}

export function toFarm(farm: FarmWithFarmer, available: number): FarmDto {
  return {
    ...toFarmCard(farm, available),
    infoAboutFarm: farm.infoAboutFarm,
    infoAboutFarmer: farm.infoAboutFarmer,
    ...spanishField('infoAboutFarmEs', farm.infoAboutFarmEs),
    ...spanishField('infoAboutFarmerEs', farm.infoAboutFarmerEs),
    farmerName: farm.farmerName,
    media: farm.media.map((m) => ({ url: m.url, thumbUrl: m.thumbUrl })),
  };
}

/**
 * SPEC 4 window state at `now` (core `isWindowOpen`), with the local day and time worked out
 * once per time zone rather than once per distribution: a list holds many windows. A window the
 * rules cannot read is refused when saved (distributions_order_window_valid), so none is met here.
 */
export function windowClock(now: Date, reads?: AnswerReads) {
  const byZone = new Map<string, { day: number; minutes: number }>();
  return (w: ZonedOrderingWindow) => {
    let local = byZone.get(w.timeZone);
    if (!local) {
      local = localDayAndMinutes(now, w.timeZone);
      byZone.set(w.timeZone, local);
    }
    // A kept answer lives until the first of its windows opens or closes (ADR 007).
    reads?.window(w, local);
    return isWindowOpenAt(w.placeOrderOpen, w.placeOrderClose, local.day, local.minutes);
  };
}

/**
 * A distribution as the API shows it: `d`'s fields with `zips` for its zip list (the list cut to what the answer
 * shows: the buyer's zip, or the first ZIP_LIST_CAP; a kept row carries none of its own, queries.ts
 * `selectByDistribution`).
 */
export function toDistribution(
  d: Omit<DistributionRow, 'deliveryPostalCodes'>,
  zips: string[],
  farmName: string,
  marketName: string | null,
  viewer: Viewer,
  full: (distributionId: number, day: number, timeSlot: string) => boolean = () => false,
): DistributionDto {
  return {
    _id: d.id,
    farmId: d.farmId,
    farmName,
    selectPickDel: d.selectPickDel,
    deliveryFor: d.deliveryFor,
    marketId: d.marketId,
    marketName,
    address: toAddress(d),
    geoLocation: toGeo(d),
    deliveryPostalCodes: zips,
    deliveryPostalCodeCount: d.deliveryPostalCodeCount,
    flatFeeCents: d.flatFeeCents,
    deliveryFeeCentsPerMile: d.deliveryFeeCentsPerMile,
    radiusMiles: d.radiusMiles,
    deliveryZones: d.deliveryZones,
    freeDeliveryOverCents: d.freeDeliveryOverCents,
    pickups: d.pickups,
    deliveries: d.deliveries,
    placeOrderOpen: d.placeOrderOpen,
    placeOrderClose: d.placeOrderClose,
    timeZone: d.timeZone,
    isOpen: viewer.isOpen(d),
    fullSlots: [
      ...d.pickups.flatMap((p) =>
        p.time.map((t) => ({ day: p.day, timeSlot: `${t.startTime} - ${t.endTime}` })),
      ),
      ...d.deliveries.map((x) => ({ day: x.day, timeSlot: x.time })),
    ].filter((s) => full(d.id, s.day, s.timeSlot)),
  };
}

/** What an item's window needs of a distribution: its farm, its kind and whether it takes orders now. */
export type OrderWindow = Pick<DistributionDto, 'farmId' | 'selectPickDel' | 'isOpen'>;

/**
 * An item as the viewer sees it. `windows` are the distributions of its farm offered to the
 * viewer; its order window is open when one of them whose kind is in the item's
 * distributionTypes is open (the cart can switch a farm between pickup and delivery).
 */
export function toInventory(item: ItemRow, viewer: Viewer, windows: OrderWindow[]): InventoryDto {
  const { priceCents, unit, maxQuantity } = priceFor(item, viewer.userType);
  // A kept answer's stock is put in when it is sent (http/public-cache.ts): it learns its items here.
  viewer.reads.item(item.id);
  return {
    _id: item.id,
    farmId: item.farmId,
    farmName: item.farmName,
    name: itemDisplayName(item),
    ...spanishField('nameEs', item.itemNameEs),
    variety: item.variety,
    description: item.description,
    ...spanishField('descriptionEs', item.descriptionEs),
    image: item.image,
    inventoryType: item.inventoryType,
    categoryName: categoryName(item.inventoryType),
    distributionTypes: item.distributionTypes,
    isShippable: isShippable(item.distributionTypes),
    status: item.status,
    priceCents,
    unit,
    // SPEC 3: status 0 is out of stock, maximum quantity 0.
    maxQuantity: item.status === 1 ? maxQuantity : 0,
    subscriptionInterval: item.subscriptionInterval,
    subscriptionIntervalCount: item.subscriptionIntervalCount,
    orderWindowOpen: windows.some(
      (d) => d.farmId === item.farmId && d.isOpen && item.distributionTypes.includes(d.selectPickDel),
    ),
  };
}

export const toMarket = (m: MarketRow): MarketDto => ({
  _id: m.id,
  marketName: m.marketName,
  marketIcon: m.marketIcon,
  marketBackgroundColor: m.marketBackgroundColor,
  marketImage: m.marketImage,
  desc: m.description,
  address: toAddress(m),
  geoLocation: toGeo(m),
  marketOrderWindow: m.marketOrderWindow,
  marketPickupWindows: m.marketPickupWindows,
  ...spanishField('descEs', m.descriptionEs),
  ...spanishField('marketOrderWindowEs', m.marketOrderWindowEs),
  ...(m.marketPickupWindowsEs.length > 0 && { marketPickupWindowsEs: m.marketPickupWindowsEs }),
});

/** Recipes are sanitized when stored and again here, when shown. */
export const toRecipe = (r: RecipeRow): RecipeDto => ({
  _id: r.id,
  recipesName: r.recipesName,
  image: r.image,
  description: sanitizeRecipeHtml(r.description),
  ingredients: r.ingredients,
});
