/** What other modules may use of payouts (statements, fees, payouts to farms; issue 30.4, 30.5). */
export { STATEMENT_JOB, payoutJobs } from './reading';
export { settlePayouts } from './payouts';
