/**
 * What other modules may use of inventory, the low-level owner of `items` (docs/decisions/004-table-ownership.md):
 * it alone writes them and depends on no other module. The product pages that read them with the
 * catalogue are the products module.
 */
export { returnStock, takeStock } from './stock';
export { insertItem, updateFarmItem, updateItemStatus } from './items';
