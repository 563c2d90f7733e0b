/**
 * What other modules may use of orders. It alone writes `orders`, `order_groups` and `order_lines`
 * (./order-writes.ts; docs/decisions/004-table-ownership.md).
 */
export {
  ORDER_AWAITING_PAYMENT_STATUS,
  ORDER_CANCELLED_STATUS,
  ORDER_PAID_STATUS,
  ORDER_PENDING_STATUS,
  dtoContext,
  liveOrder,
  orderDtoById,
  toSubscriptionDto,
} from './dto';
export { listGroups } from './groups';
export { rebuildItemSales } from './item-sales';
export {
  ORDER_ALREADY_CANCELLED,
  ORDER_NOT_FOUND,
  ORDER_WINDOW_CLOSED,
  SUBSCRIPTION_ALREADY_CANCELLED,
  SUBSCRIPTION_NOT_FOUND,
  getOrder,
} from './service';
export {
  awaitingOrderState,
  confirmAwaitingOrder,
  insertOrder,
  insertRenewalOrder,
  linkLineToSubscription,
  markGroupsPickedUp,
  markOrderCancelled,
  releaseAwaitingOrder,
  setGroupHarvestStatus,
  setGroupTracking,
  setOrderPayment,
} from './order-writes';
