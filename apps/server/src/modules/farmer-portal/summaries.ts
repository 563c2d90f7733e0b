import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { WEEKDAYS, formatCents, formatOrderDate, lastWindowClose } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { distributions, farms, markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { ORDER_CANCELLED_STATUS } from '../orders/dto';

/** A summary is queued for a window that closed within this long; older closes were handled (or missed) before. */
const RECENT_MS = 6 * 60 * 60_000;
const KIND = ['', 'Pickup', 'Delivery', 'Shipping'];

/**
 * Periodic: for every active distribution whose order window has just closed, one summary job.
 * The job's singleton key (distribution and close instant) makes it one email per window, however
 * often the scheduler runs and however many processes run it.
 */
export async function queueWindowSummaries(deps: AppDeps) {
  const now = deps.clock.now();
  const rows = await deps.database.db.select().from(distributions).where(eq(distributions.status, 1));
  let queued = 0;
  for (const d of rows) {
    const closedAt = lastWindowClose(d, now);
    if (!closedAt || now.getTime() - closedAt.getTime() > RECENT_MS) continue;
    await enqueue(
      deps.database.db,
      'email.window-summary',
      { distributionId: d.id, closedAt: closedAt.toISOString() },
      { singletonKey: `${d.id}@${closedAt.toISOString()}` },
    );
    queued++;
  }
  return queued;
}

export const summaryJobs: Record<string, JobHandler> = {
  'email.window-summary': async (deps, payload) => {
    const { db } = deps.database;
    const closedAt = new Date(String(payload.closedAt));
    const [row] = await db
      .select({
        d: distributions,
        farmName: farms.farmName,
        email: users.email,
        firstName: users.firstName,
        marketName: markets.marketName,
      })
      .from(distributions)
      .innerJoin(farms, eq(farms.id, distributions.farmId))
      .innerJoin(users, eq(users.id, farms.userId))
      .leftJoin(markets, eq(markets.id, distributions.marketId))
      .where(eq(distributions.id, Number(payload.distributionId)));
    if (!row) return;
    // The window that just closed opened after the close before it.
    const previous =
      lastWindowClose(row.d, new Date(closedAt.getTime() - 60_000)) ??
      new Date(closedAt.getTime() - 7 * 86_400_000);
    const lines = await db
      .select({
        orderId: orders.id,
        buyer: users.firstName,
        buyerLast: users.lastName,
        product: orderLines.productName,
        unit: orderLines.unit,
        quantity: orderLines.quantity,
        price: orderLines.unitPriceCents,
        day: orderGroups.day,
        timeSlot: orderGroups.timeSlot,
      })
      .from(orderLines)
      .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orderGroups.distributionId, row.d.id),
          ne(orders.status, ORDER_CANCELLED_STATUS),
          gt(orders.createdAt, previous),
          lte(orders.createdAt, closedAt),
        ),
      );
    const where =
      row.marketName ??
      (row.d.selectPickDel === 1
        ? 'the farm'
        : `zip codes ${row.d.deliveryPostalCodes.slice(0, 5).join(', ')}`);
    const totals = new Map<string, { quantity: number; cents: number }>();
    for (const l of lines) {
      const key = `${l.product} (${l.unit})`;
      const t = totals.get(key) ?? { quantity: 0, cents: 0 };
      totals.set(key, { quantity: t.quantity + l.quantity, cents: t.cents + l.quantity * l.price });
    }
    const orderCount = new Set(lines.map((l) => l.orderId)).size;
    const sales = [...totals.values()].reduce((s, t) => s + t.cents, 0);
    const text = [
      `Hello ${row.firstName},`,
      '',
      `The order window of your ${KIND[row.d.selectPickDel]?.toLowerCase()} at ${where} closed ${formatOrderDate(closedAt)}.`,
      orderCount
        ? `${orderCount} order${orderCount > 1 ? 's' : ''}, ${formatCents(sales)} in products:`
        : 'No orders came in this time.',
      ...[...totals.entries()].map(([k, t]) => `  ${t.quantity} × ${k}: ${formatCents(t.cents)}`),
      ...(orderCount
        ? [
            '',
            'By buyer:',
            ...lines.map(
              (l) =>
                `  #${l.orderId} ${l.buyer} ${l.buyerLast}: ${l.quantity} × ${l.product}${l.day != null ? ` (${WEEKDAYS[l.day]} ${l.timeSlot ?? ''})` : ''}`,
            ),
          ]
        : []),
      '',
      `Pick lists and packing sheets: ${deps.config.publicUrl}/farmer/orders`,
    ].join('\n');
    await deps.mailer.send({
      to: row.email,
      subject: `${row.farmName}: ${orderCount} order${orderCount === 1 ? '' : 's'} this window`,
      text,
    });
  },
};
