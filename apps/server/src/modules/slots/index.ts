/**
 * What other modules may use of slot capacity (issue 18): how full each capped pickup slot or
 * delivery day is in the current order window, and the lock checkout takes on them. Below the cart
 * and the catalogue, which both show a full slot; above orders, whose rows it counts.
 */
export { lockChosenSlots, slotFullness } from './capacity';
