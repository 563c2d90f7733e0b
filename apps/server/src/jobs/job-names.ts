/**
 * Job names one module queues and another handles. Here, below both, so the queuing module does not
 * import the handling one (farmer-portal's window summary queues payouts' statement, and payouts reads
 * farmer-portal's farms: a cycle through either module's index).
 */
export const STATEMENT_JOB = 'payouts.statement';
/** A refund of an order a farm's statement counted, to be put on one of that farm's statements. */
export const REFUND_STATEMENT_JOB = 'payouts.refundStatement';
