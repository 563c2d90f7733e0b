/** What other modules may use of farmer-portal (the farms' one writer, ADR 004). */
export { listHeldFarm } from './catalog';
export { farmOf } from './orders';
