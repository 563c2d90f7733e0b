/** What other modules may use of inventory: it alone writes `items` (docs/decisions/004-table-ownership.md). */
export { returnStock, takeStock } from './stock';
export { insertItem, updateFarmItem, updateItemStatus } from './items';
