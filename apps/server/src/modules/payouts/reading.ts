import { eq } from 'drizzle-orm';
import { PAYOUT_MESSAGES, type AdminStatementsQuery, type StatementDetailDto } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { distributions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { JobHandler } from '../../jobs/queue';
import { farmOf } from '../farmer-portal';
import { payoutFile } from './documents';
import { makeStatement, statementLinesOf, statementRows } from './statements';
import { STATEMENT_JOB } from '../../jobs/job-names';

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
  if (!statement) throw notFound(PAYOUT_MESSAGES.statementNotFound);
  return { statement, lines: await statementLinesOf(db, statementId) };
}

export async function adminStatements(deps: AppDeps, q: AdminStatementsQuery) {
  return { statements: await statementRows(deps.database.db, q) };
}

export async function adminPayoutFile(deps: AppDeps, q: AdminStatementsQuery) {
  return payoutFile(await statementRows(deps.database.db, q), q.periodEnd);
}

/** Queued beside each window's summary email (farmer-portal/summaries.ts): the farm's statement. */
export { STATEMENT_JOB };

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
};
