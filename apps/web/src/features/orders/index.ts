/** What other features may use of orders. */
export { courierLine } from './courier-line';
