/** What other modules may use of checkout: the undo of a checkout, a buyer's cancellation. */
export { cancelJobs, cancelOrder } from './cancel';
