/** What other modules may use of subscriptions: it alone writes `subscriptions` (docs/decisions/004-table-ownership.md). */
export { addInterval } from './schedule';
export {
  CANCEL_RETRY_AFTER_MS,
  cancelSubscription,
  claimSubscriptionsOfOrder,
  settleCancellations,
  startSubscription,
  stopSubscriptions,
} from './service';
