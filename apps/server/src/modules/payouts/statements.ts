import { and, asc, desc, eq, inArray, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_TIME_ZONE,
  marketplaceFeeCents,
  type StatementDto,
  type StatementLineDto,
  type StatementStatus,
  type PaymentMethod,
} from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import {
  farmPayoutAccounts,
  farms,
  orderGroups,
  orderLines,
  orders,
  statementLines,
  statements,
  users,
} from '../../db/schema';
import { ORDER_CANCELLED_STATUS, liveOrder } from '../orders';
import { farmFee } from './fees';

type Exec = Db | Tx;

/** A statement's period end as the marketplace's calendar day (YYYY-MM-DD). */
// The zone is a constant of ours written into the text, so the expression is the same in SELECT DISTINCT and ORDER BY.
const periodDay = sql<string>`to_char(${statements.periodEnd} at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/**
 * A farm's statement for an order window that closed at `periodEnd` (issue 30.4), in one transaction:
 * - a sale line for each of its order groups not yet on a statement, ordered by then, paid or invoiced
 *   (not cancelled, not awaiting a card's authentication), of the distributions that closed (or of none);
 * - a refund line (negative) for each group already stated whose order has since been refunded, so a
 *   refund after a payout reduces this statement and is never left out;
 * - a carry line for each earlier statement of the farm whose amount owed is below zero (refunds
 *   exceeded its sales, so nothing could be paid): its balance is taken off this one, and it is closed
 *   as 'carried'. A statement owing exactly zero is neither paid nor carried.
 * The fee is the farm's (or the marketplace's) at the time the statement is made, kept on each line.
 * Two distributions of a farm closing together add to one statement. Returns its id, or null when
 * the farm has nothing to state. A statement already paid (or being paid) takes nothing more: what
 * is left waits for the next one.
 */
export async function makeStatement(
  db: Db,
  farmId: number,
  periodEnd: Date,
  distributionIds: number[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const unstatedSales = await tx
      .select({
        groupId: orderGroups.id,
        totalCents: orderGroups.totalCents,
        deliveryCents: orderGroups.deliveryFeesCents,
      })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(
        and(
          eq(orderGroups.farmId, farmId),
          liveOrder(),
          lte(orders.createdAt, periodEnd),
          or(
            isNull(orderGroups.distributionId),
            distributionIds.length ? inArray(orderGroups.distributionId, distributionIds) : undefined,
          ),
          notExists(lineOf(tx, 'sale')),
        ),
      );
    const unstatedRefunds = await tx
      .select({
        groupId: statementLines.orderGroupId,
        itemsCents: statementLines.itemsCents,
        deliveryCents: statementLines.deliveryCents,
        feeBasisPoints: statementLines.feeBasisPoints,
        feeCents: statementLines.feeCents,
        owedCents: statementLines.owedCents,
      })
      .from(statementLines)
      .innerJoin(orderGroups, eq(orderGroups.id, statementLines.orderGroupId))
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(
        and(
          eq(orderGroups.farmId, farmId),
          eq(statementLines.kind, 'sale'),
          eq(orders.status, ORDER_CANCELLED_STATUS),
          notExists(lineOf(tx, 'refund')),
        ),
      );
    if (unstatedSales.length === 0 && unstatedRefunds.length === 0) return null;

    const [previous] = await tx
      .select({ end: statements.periodEnd })
      .from(statements)
      .where(and(eq(statements.farmId, farmId), lt(statements.periodEnd, periodEnd)))
      .orderBy(desc(statements.periodEnd))
      .limit(1);
    await tx
      .insert(statements)
      .values({ farmId, periodStart: previous?.end ?? null, periodEnd })
      .onConflictDoNothing();
    const [statement] = await tx
      .select({ id: statements.id, status: statements.status })
      .from(statements)
      .where(and(eq(statements.farmId, farmId), eq(statements.periodEnd, periodEnd)))
      .for('update');
    if (!statement || statement.status !== 'owed') return statement?.id ?? null;

    // Earlier statements the farm owes back (a statement being made is never before its own period's end).
    const negative = await tx
      .select({ id: statements.id, owedCents: statements.owedCents })
      .from(statements)
      .where(
        and(
          eq(statements.farmId, farmId),
          eq(statements.status, 'owed'),
          lt(statements.owedCents, 0),
          lt(statements.periodEnd, periodEnd),
        ),
      )
      .orderBy(asc(statements.periodEnd))
      .for('update');

    const feeBasisPoints = await farmFee(tx, farmId);
    const lines: Omit<typeof statementLines.$inferInsert, 'statementId'>[] = [
      ...unstatedSales.map((g) => {
        const itemsCents = g.totalCents - g.deliveryCents;
        const feeCents = marketplaceFeeCents(itemsCents, feeBasisPoints);
        return {
          orderGroupId: g.groupId,
          kind: 'sale',
          itemsCents,
          deliveryCents: g.deliveryCents,
          feeBasisPoints,
          feeCents,
          owedCents: itemsCents + g.deliveryCents - feeCents,
        };
      }),
      // The sale undone exactly: the buyer got everything back, and the marketplace its fee's share.
      ...unstatedRefunds.map((s) => ({
        orderGroupId: s.groupId,
        kind: 'refund',
        itemsCents: -s.itemsCents,
        deliveryCents: -s.deliveryCents,
        feeBasisPoints: s.feeBasisPoints,
        feeCents: -s.feeCents,
        owedCents: -s.owedCents,
      })),
      ...negative.map((n) => ({
        carriedFromStatementId: n.id,
        kind: 'carry',
        itemsCents: 0,
        deliveryCents: 0,
        feeBasisPoints: 0,
        feeCents: 0,
        owedCents: n.owedCents,
      })),
    ];
    await tx
      .insert(statementLines)
      .values(lines.map((l) => ({ ...l, statementId: statement.id })))
      .onConflictDoNothing();
    if (negative.length)
      await tx
        .update(statements)
        .set({ status: 'carried' })
        .where(
          inArray(
            statements.id,
            negative.map((n) => n.id),
          ),
        );
    await tx
      .update(statements)
      .set({
        itemsCents: sql`coalesce((select sum(items_cents) from ${statementLines} where statement_id = ${statement.id} and kind = 'sale'), 0)`,
        deliveryCents: sql`coalesce((select sum(delivery_cents) from ${statementLines} where statement_id = ${statement.id} and kind = 'sale'), 0)`,
        refundsCents: sql`coalesce((select -sum(items_cents + delivery_cents) from ${statementLines} where statement_id = ${statement.id} and kind = 'refund'), 0)`,
        feeCents: sql`coalesce((select sum(fee_cents) from ${statementLines} where statement_id = ${statement.id}), 0)`,
        carriedCents: sql`coalesce((select sum(owed_cents) from ${statementLines} where statement_id = ${statement.id} and kind = 'carry'), 0)`,
        owedCents: sql`coalesce((select sum(owed_cents) from ${statementLines} where statement_id = ${statement.id}), 0)`,
      })
      .where(eq(statements.id, statement.id));
    return statement.id;
  });
}

/**
 * The farms whose sale of this order is already on a statement: its refund is theirs to record as a
 * negative line (issue 30.4), with no new sale of the order's to state.
 */
export async function statedFarmsOfOrder(exec: Exec, orderId: number): Promise<number[]> {
  const rows = await exec
    .selectDistinct({ farmId: orderGroups.farmId })
    .from(orderGroups)
    .innerJoin(statementLines, eq(statementLines.orderGroupId, orderGroups.id))
    .where(and(eq(orderGroups.orderId, orderId), eq(statementLines.kind, 'sale')));
  return rows.map((r) => r.farmId);
}

/** Whether the farm's part of the refunded order is on a statement yet (its negative line). */
export async function refundRecorded(exec: Exec, farmId: number, orderId: number): Promise<boolean> {
  const [row] = await exec
    .select({ id: statementLines.id })
    .from(statementLines)
    .innerJoin(orderGroups, eq(orderGroups.id, statementLines.orderGroupId))
    .where(
      and(
        eq(orderGroups.orderId, orderId),
        eq(orderGroups.farmId, farmId),
        eq(statementLines.kind, 'refund'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A line of this kind for the order group of the outer query. */
const lineOf = (tx: Tx, kind: 'sale' | 'refund') =>
  tx
    .select({ one: sql`1` })
    .from(statementLines)
    .where(and(eq(statementLines.orderGroupId, orderGroups.id), eq(statementLines.kind, kind)));

export interface StatementFilter {
  id?: number;
  farmId?: number;
  /** The day (market time) the period ended. */
  periodEnd?: string;
  from?: string;
  to?: string;
  /** 'owed': still to be paid (or being paid); 'paid'. Carried statements are neither. */
  status?: 'owed' | 'paid';
}

/** A carry line, and the statement it is on: where a carried statement's balance went. */
const carryLine = alias(statementLines, 'carry_line');
const carriedTo = alias(statements, 'carried_to');
/** The statement a carry line carries. */
const carriedFrom = alias(statements, 'carried_from');

/**
 * The one query of statements and their figures: the farmer's list, the admin's list and payout
 * file, and the money report all read it, so their figures are the same numbers (issue 30.5).
 */
export async function statementRows(exec: Exec, f: StatementFilter): Promise<StatementDto[]> {
  const where: (SQL | undefined)[] = [
    f.id != null ? eq(statements.id, f.id) : undefined,
    f.farmId != null ? eq(statements.farmId, f.farmId) : undefined,
    f.periodEnd ? sql`${periodDay} = ${f.periodEnd}` : undefined,
    f.from ? sql`${periodDay} >= ${f.from}` : undefined,
    f.to ? sql`${periodDay} <= ${f.to}` : undefined,
    f.status === 'paid' ? eq(statements.status, 'paid') : undefined,
    f.status === 'owed' ? inArray(statements.status, ['owed', 'processing']) : undefined,
  ];
  const rows = await exec
    .select({
      s: statements,
      farmName: farms.farmName,
      payoutsEnabled: farmPayoutAccounts.payoutsEnabled,
      carriedToId: carriedTo.id,
      carriedToEnd: carriedTo.periodEnd,
      orders: sql<number>`(select count(distinct g.order_id)::int from ${statementLines} l
        join ${orderGroups} g on g.id = l.order_group_id where l.statement_id = ${statements.id})`,
    })
    .from(statements)
    .innerJoin(farms, eq(farms.id, statements.farmId))
    .leftJoin(farmPayoutAccounts, eq(farmPayoutAccounts.farmId, statements.farmId))
    .leftJoin(carryLine, eq(carryLine.carriedFromStatementId, statements.id))
    .leftJoin(carriedTo, eq(carriedTo.id, carryLine.statementId))
    .where(and(...where))
    .orderBy(desc(statements.periodEnd), asc(farms.farmName));
  return rows.map(({ s, farmName, payoutsEnabled, carriedToId, carriedToEnd, orders: count }) => ({
    id: s.id,
    farmId: s.farmId,
    farmName,
    periodStart: s.periodStart?.toISOString() ?? null,
    periodEnd: s.periodEnd.toISOString(),
    status: s.status as StatementStatus,
    orders: Number(count),
    itemsCents: s.itemsCents,
    deliveryCents: s.deliveryCents,
    refundsCents: s.refundsCents,
    feeCents: s.feeCents,
    carriedCents: s.carriedCents,
    owedCents: s.owedCents,
    carriedTo:
      carriedToId != null && carriedToEnd
        ? { statementId: carriedToId, periodEnd: carriedToEnd.toISOString() }
        : null,
    paidAt: s.paidAt?.toISOString() ?? null,
    paidOn: s.paidOn,
    paidMethod: s.paidMethod as PaymentMethod | null,
    paidReference: s.paidReference,
    canTransfer: Boolean(payoutsEnabled),
    transferFailure: s.transferFailure,
  }));
}

/** The period ends that have statements, newest first (the admin's period picker). */
export async function statementPeriods(exec: Exec) {
  const rows = await exec
    .selectDistinct({ day: periodDay })
    .from(statements)
    .orderBy(desc(periodDay))
    .limit(104);
  return rows.map((r) => r.day);
}

/** A statement's lines with the orders and products they are for: the balance carried in first. */
export async function statementLinesOf(exec: Exec, statementId: number): Promise<StatementLineDto[]> {
  const rows = await exec
    .select({
      l: statementLines,
      orderId: orders.id,
      orderedAt: orders.createdAt,
      first: users.firstName,
      last: users.lastName,
      courierType: orderGroups.courierType,
      carriedFromEnd: carriedFrom.periodEnd,
    })
    .from(statementLines)
    .leftJoin(orderGroups, eq(orderGroups.id, statementLines.orderGroupId))
    .leftJoin(orders, eq(orders.id, orderGroups.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(carriedFrom, eq(carriedFrom.id, statementLines.carriedFromStatementId))
    .where(eq(statementLines.statementId, statementId))
    .orderBy(
      sql`case ${statementLines.kind} when 'carry' then 0 when 'sale' then 1 else 2 end`,
      asc(carriedFrom.periodEnd),
      asc(orders.id),
      asc(statementLines.id),
    );
  const groupIds = rows.flatMap((r) => (r.l.orderGroupId == null ? [] : [r.l.orderGroupId]));
  const products = groupIds.length
    ? await exec
        .select({
          groupId: orderLines.orderGroupId,
          productName: orderLines.productName,
          quantity: orderLines.quantity,
          unit: orderLines.unit,
          unitPriceCents: orderLines.unitPriceCents,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderGroupId, groupIds))
        .orderBy(asc(orderLines.id))
    : [];
  return rows.map((r) => ({
    id: r.l.id,
    kind: r.l.kind as StatementLineDto['kind'],
    orderId: r.orderId,
    orderedAt: r.orderedAt?.toISOString() ?? null,
    buyer: `${r.first ?? ''} ${r.last ?? ''}`.trim(),
    courierType: r.courierType ?? '',
    carriedFrom:
      r.l.carriedFromStatementId != null && r.carriedFromEnd
        ? { statementId: r.l.carriedFromStatementId, periodEnd: r.carriedFromEnd.toISOString() }
        : null,
    items: products.filter((p) => p.groupId === r.l.orderGroupId).map(({ groupId: _g, ...p }) => p),
    itemsCents: r.l.itemsCents,
    deliveryCents: r.l.deliveryCents,
    feeBasisPoints: r.l.feeBasisPoints,
    feeCents: r.l.feeCents,
    owedCents: r.l.owedCents,
  }));
}
