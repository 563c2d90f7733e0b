/**
 * The audit trail (issue 34.7): who changed money or access, when, what and from where. Entries are
 * only ever inserted (the table's trigger refuses UPDATE and DELETE); record one in the same
 * transaction as the change it describes, so a change rolled back leaves no entry behind.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  auditActionLabel,
  auditSubjectLabel,
  formatAuditDetail,
  translate,
  type AuditEntryDto,
  type AuditFilters,
  type Locale,
} from '@lfm/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { toCsv } from '../../lib/csv';

/** Who acts and from where: the signed-in user and the client address of the request. */
export interface Actor {
  userId: number | null;
  ip: string | null;
  /** When, by the app's clock (tests fix it); the database's now() when absent. */
  at?: Date;
}

export interface AuditEntry {
  actorUserId: number | null;
  /** One of core AUDIT_ACTIONS ('farmer.approve'...); a new module adds its actions there. */
  action: string;
  subjectType: string;
  subjectId: number | null;
  /** The change: old and new values, amounts in cents. */
  detail?: Record<string, unknown>;
  ip: string | null;
  /** When, by the app's clock; the database's now() when absent. */
  at?: Date;
}

/** The actor of a request (its signed-in user, if any, and its client address). */
export const actorOf = (req: FastifyRequest): Actor => ({
  userId: req.user?.id ?? null,
  ip: req.ip,
  at: req.server.deps.clock.now(),
});

export async function recordAudit(exec: Db | Tx, entry: AuditEntry) {
  await exec.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

/** recordAudit with the actor of a request, the shape most callers have. */
export const recordActorAudit = (
  exec: Db | Tx,
  actor: Actor,
  entry: Omit<AuditEntry, 'actorUserId' | 'ip' | 'at'>,
) => recordAudit(exec, { ...entry, actorUserId: actor.userId, ip: actor.ip, at: actor.at });

const TZ = DEFAULT_TIME_ZONE;
const EXPORT_MAX_ROWS = 50_000;

function whereOf(f: AuditFilters): SQL | undefined {
  const actor = f.actor;
  const like = actor ? `%${actor.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(
    actor && like
      ? /^\d+$/.test(actor)
        ? eq(auditLog.actorUserId, Number(actor))
        : or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))
      : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, sql`(${f.from}::date::timestamp at time zone ${TZ})`) : undefined,
    f.to ? lt(auditLog.at, sql`((${f.to}::date + 1)::timestamp at time zone ${TZ})`) : undefined,
  );
}

const entryColumns = {
  _id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  actorEmail: users.email,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  detail: auditLog.detail,
  ip: auditLog.ip,
};

const selectEntries = (db: Db, f: AuditFilters) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(whereOf(f))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

const toDto = (r: EntryRow): AuditEntryDto => ({
  _id: r._id,
  at: r.at.toISOString(),
  actorUserId: r.actorUserId,
  actorName: r.actorName,
  actorEmail: r.actorEmail,
  action: r.action,
  subjectType: r.subjectType,
  subjectId: r.subjectId,
  detail: r.detail,
  ip: r.ip,
});

/** GET admin/audit: newest first, a page at a time. */
export async function listAudit(deps: AppDeps, q: AuditFilters & { page: number; limit: number }) {
  const { db } = deps.database;
  const [rows, [counted]] = await Promise.all([
    selectEntries(db, q)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(whereOf(q)),
  ]);
  return { result: rows.map(toDto), total: counted?.total ?? 0, page: q.page, limit: q.limit };
}

/** 'First Last <email>' in the CSV; 'system' for a job, '#id' for an account since deleted. */
const actorLabel = (e: AuditEntryDto, locale: Locale) =>
  e.actorUserId === null
    ? translate(locale, 'admin.file.system')
    : e.actorEmail
      ? `${e.actorName} <${e.actorEmail}>`
      : `#${e.actorUserId}`;

const stamp = (d: Date) => d.toLocaleString('sv-SE', { timeZone: TZ, hour12: false }).slice(0, 19);

/**
 * GET admin/audit/export: the filtered entries as CSV (times in the market's zone), its words in the
 * admin's language (issue 32), as the page shows them; the action's code stays, for a filter or a program.
 */
export async function auditCsv(deps: AppDeps, f: AuditFilters, locale: Locale = DEFAULT_LOCALE) {
  const rows = await selectEntries(deps.database.db, f).limit(EXPORT_MAX_ROWS);
  const header = (
    [
      'admin.file.when',
      'admin.file.actor',
      'admin.file.actorId',
      'admin.file.action',
      'admin.file.what',
      'admin.file.subject',
      'admin.file.subjectId',
      'admin.file.detail',
      'admin.file.from',
    ] as const
  ).map((key) => translate(locale, key));
  const body = rows.map((r) => {
    const e = toDto(r);
    return [
      stamp(r.at),
      actorLabel(e, locale),
      e.actorUserId ?? '',
      e.action,
      auditActionLabel(e.action, locale),
      auditSubjectLabel(e.subjectType, locale),
      e.subjectId ?? '',
      formatAuditDetail(e.detail, locale),
      e.ip ?? '',
    ];
  });
  return { body: toCsv([header, ...body]), type: 'text/csv; charset=utf-8', filename: 'audit-trail.csv' };
}
