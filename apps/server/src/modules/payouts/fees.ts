import { eq } from 'drizzle-orm';
import { DEFAULT_FEE_BASIS_POINTS } from '@lfm/core';
import { said } from '@lfm/core/i18n/translate';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { farmPayoutAccounts, farms, marketplaceSettings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordActorAudit, type Actor } from '../audit';

/** The marketplace's fee on item sales, in basis points (the default until the admin sets it). */
export async function marketplaceFee(exec: Db | Tx) {
  const [row] = await exec.select().from(marketplaceSettings).where(eq(marketplaceSettings.id, 1));
  return row?.feeBasisPoints ?? DEFAULT_FEE_BASIS_POINTS;
}

/** The fee a farm's sales pay: its own when the admin set one, else the marketplace's. */
export async function farmFee(exec: Db | Tx, farmId: number) {
  const [own] = await exec
    .select({ fee: farmPayoutAccounts.feeBasisPoints })
    .from(farmPayoutAccounts)
    .where(eq(farmPayoutAccounts.farmId, farmId));
  return own?.fee ?? (await marketplaceFee(exec));
}

/** Applies to statements made from now on; statements already made keep the fee they were made with. */
export async function setMarketplaceFee(deps: AppDeps, actor: Actor, feeBasisPoints: number) {
  await deps.database.db.transaction(async (tx) => {
    const before = await marketplaceFee(tx);
    await tx
      .insert(marketplaceSettings)
      .values({ id: 1, feeBasisPoints })
      .onConflictDoUpdate({ target: marketplaceSettings.id, set: { feeBasisPoints } });
    await recordActorAudit(tx, actor, {
      action: 'fee.marketplace',
      subjectType: 'marketplace',
      subjectId: null,
      detail: { fromBasisPoints: before, toBasisPoints: feeBasisPoints },
    });
  });
  return { message: said('admin.payouts.done.feeSaved'), feeBasisPoints };
}

/** A farm's own fee (null: the marketplace's again); the entry keeps the farm's own fee before and after. */
export async function setFarmFee(deps: AppDeps, actor: Actor, farmId: number, feeBasisPoints: number | null) {
  const { db } = deps.database;
  const [farm] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
  if (!farm) throw notFound(said('admin.payouts.refused.farmNotFound'));
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fee: farmPayoutAccounts.feeBasisPoints })
      .from(farmPayoutAccounts)
      .where(eq(farmPayoutAccounts.farmId, farmId));
    await tx
      .insert(farmPayoutAccounts)
      .values({ farmId, feeBasisPoints })
      .onConflictDoUpdate({ target: farmPayoutAccounts.farmId, set: { feeBasisPoints } });
    await recordActorAudit(tx, actor, {
      action: 'fee.farm',
      subjectType: 'farm',
      subjectId: farmId,
      detail: { fromBasisPoints: before?.fee ?? null, toBasisPoints: feeBasisPoints },
    });
  });
  return {
    message: said(
      feeBasisPoints == null ? 'admin.payouts.done.farmFeeCleared' : 'admin.payouts.done.farmFeeSaved',
    ),
  };
}
