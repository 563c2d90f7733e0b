import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type AdminStatementsQuery, type Locale, type StatementDetailDto } from '@lfm/core';
import { said } from '@lfm/core/i18n/translate';
import type { AppDeps } from '../../app-deps';
import { distributions, farms, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { farmOf } from '../farmer-portal';
import { activeDistribution } from '../catalog';
import { payoutFile } from './documents';
import { makeStatement, refundRecorded, statementLinesOf, statementRows } from './statements';
import { REFUND_STATEMENT_JOB, STATEMENT_JOB } from '../../jobs/job-names';

/** The farmer's statements, newest first. */
export async function farmStatements(deps: AppDeps, userId: number) {
  const farm = await farmOf(deps.database.db, userId);
  return { statements: await statementRows(deps.database.db, { farmId: farm.id }) };
}

/** One statement with its lines: the farmer's own (`userId`), or any for the admin (no userId). */
export async function statementDetail(
  deps: AppDeps,
  statementId: number,
  userId?: number,
): Promise<StatementDetailDto> {
  const { db } = deps.database;
  const farmId = userId != null ? (await farmOf(db, userId)).id : undefined;
  const [statement] = await statementRows(db, { id: statementId, farmId });
  if (!statement) throw notFound(said('farmer.statement.notFound'));
  return { statement, lines: await statementLinesOf(db, statementId) };
}

/** The farm's language (issue 32): its owner's saved one, English until they choose. */
export async function farmLocale(deps: AppDeps, farmId: number): Promise<Locale> {
  const [owner] = await deps.database.db
    .select({ language: users.language })
    .from(farms)
    .innerJoin(users, eq(users.id, farms.userId))
    .where(eq(farms.id, farmId));
  return owner?.language ?? DEFAULT_LOCALE;
}

export async function adminStatements(deps: AppDeps, q: AdminStatementsQuery) {
  return { statements: await statementRows(deps.database.db, q) };
}

export async function adminPayoutFile(deps: AppDeps, q: AdminStatementsQuery, locale?: Locale) {
  return payoutFile(await statementRows(deps.database.db, q), q.periodEnd, locale);
}

/** Queued beside each window's summary email (farmer-portal/summaries.ts): the farm's statement. */
export { STATEMENT_JOB };

/**
 * How long a refund waits for the farm's next window to put it on a statement: a week's window and a
 * day. Past that it is stated on its own.
 */
export const REFUND_WAIT_MS = 8 * 86_400_000;

export const payoutJobs: Record<string, JobHandler> = {
  [STATEMENT_JOB]: async (deps, payload) => {
    const { db } = deps.database;
    const distributionId = Number(payload.distributionId);
    const [d] = await db
      .select({ farmId: distributions.farmId })
      .from(distributions)
      .where(eq(distributions.id, distributionId));
    if (!d) return;
    await makeStatement(db, d.farmId, new Date(String(payload.closedAt)), [distributionId]);
  },
  /**
   * Queued by an admin's refund of an order a farm's statement already counted (refunds.ts): the
   * negative line must land on a statement of that farm. A farm with an order window still open gets
   * it on that window's statement; one with none (its distributions deactivated, a farm that stopped
   * selling) never would, so it gets a statement now, of refunds only. A farm with a window is checked
   * again after REFUND_WAIT_MS: the refund still unstated then (the farm stopped in between) is stated.
   */
  [REFUND_STATEMENT_JOB]: async (deps, payload) => {
    const { db } = deps.database;
    const farmId = Number(payload.farmId);
    const orderId = Number(payload.orderId);
    if (await refundRecorded(db, farmId, orderId)) return;
    const [open] = payload.waited
      ? []
      : await db
          .select({ id: distributions.id })
          .from(distributions)
          .where(and(eq(distributions.farmId, farmId), activeDistribution))
          .limit(1);
    const now = deps.clock.now();
    if (!open) {
      await makeStatement(db, farmId, now, []);
      return;
    }
    await enqueue(
      db,
      REFUND_STATEMENT_JOB,
      { farmId, orderId, waited: true },
      { runAt: new Date(now.getTime() + REFUND_WAIT_MS), singletonKey: `${orderId}:${farmId}:waited` },
    );
  },
};
