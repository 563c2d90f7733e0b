/** What other modules may use of the audit trail: record an entry (issue 34.7). */
export { actorOf, recordActorAudit, recordAudit, type Actor, type AuditEntry } from './service';
