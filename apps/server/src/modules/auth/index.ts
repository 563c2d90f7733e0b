/** What other modules (and tests) may use of auth. */
export { createSession, revokeSessions } from './sessions';
