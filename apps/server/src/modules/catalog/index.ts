/**
 * What other modules may use of the catalogue: the shared read queries behind the public lists and
 * pages (queries.ts, listing.ts), the one mapping of rows to the API's shapes (dto.ts), and the
 * request's viewer (params.ts). It writes no table.
 */
export { toAddress, toFarm, toFarmCard, toInventory, toMarket, toRecipe } from './dto';
export { listByDistribution, marketsById, type DistributionKind, type ListingFilters } from './listing';
export { viewerOf } from './params';
export {
  anyId,
  activeDistribution,
  anyIdIn,
  atShownMarket,
  marketOfDistribution,
  idList,
  itemsSoldBy,
  boundingBox,
  boxBounds,
  boxIn,
  COUNT_CAP,
  buyableBy,
  cappedCount,
  carries,
  containsText,
  farmCardColumns,
  countAvailable,
  countItems,
  listCountRows,
  listedFarm,
  loadDistributions,
  loadFarms,
  loadFarmsByDistribution,
  loadInventory,
  loadItemsOfFarms,
  itemsById,
  loadWindows,
  offeredRows,
  selectByDistribution,
  servingZipRow,
  shippableItem,
  shownMarket,
  isShownMarket,
  shownWindows,
  windowsFor,
  tallyItems,
  totalOf,
  visibleItem,
  windowTotal,
  type FarmCardRow,
  type FarmRow,
  type PageRequest,
  type Viewer,
} from './queries';
export { keepFrames, type KeptFrames } from './kept-frames';
