/** What other features may use of order-now. */
export { OrderNowBlock } from './order-now-block';
export { NothingForZip } from './nothing-for-zip';
