/** What other modules may use of farmer-applications (the table's one writer, ADR 004). */
export { closeApplication, insertSignupApplication } from './service';
