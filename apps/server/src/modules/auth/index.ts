/** What other modules (and tests) may use of auth. */
export { createSession, revokeSessions, touchSession } from './sessions';
export { issueResetToken } from './password-reset';
