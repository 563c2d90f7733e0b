/** What other modules may use of payments. */
export { customerRef, paymentCustomerId } from './service';
