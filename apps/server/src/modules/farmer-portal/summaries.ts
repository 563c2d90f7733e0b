import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { WEEKDAYS, formatCents, formatOrderDate, lastWindowClose, localDayAndMinutes } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { distributions, farms, markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { liveOrder } from '../orders';

/** A summary is queued for a window that closed within this long; older closes were handled (or missed) before. */
const RECENT_MS = 6 * 60 * 60_000;
const KIND = ['', 'Pickup', 'Delivery', 'Shipping'];
/**
 * Distributions read per batch; each batch is a few milliseconds of work before the loop yields
 * (each distinct weekly window's last close is worked out once a pass: about 50 µs until V8 has
 * optimised it, 5 µs after). The embedded database runs its queries on this thread, so it reads
 * fewer at a time.
 */
const batchSize = (deps: AppDeps) => (deps.database.kind === 'pglite' ? 100 : 500);

/** When each app's last pass ran, so a pass looks only at windows that closed since. */
const lastPass = new WeakMap<AppDeps, number>();
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Point = { day: number; time: string; meridiem: string } | null;
const pointKey = (p: Point) => (p ? `${p.day} ${p.time} ${p.meridiem}` : '-');
const windowKey = (d: { placeOrderOpen: Point; placeOrderClose: Point; timeZone: string }) =>
  `${d.timeZone}|${pointKey(d.placeOrderOpen)}|${pointKey(d.placeOrderClose)}`;

/**
 * Periodic: for every active distribution whose order window closed since the last pass, one
 * summary job. The close is arithmetic (core lastWindowClose), the distributions are read in
 * keyset batches of their window columns only, and the loop yields between batches, so a pass over
 * tens of thousands of distributions never holds the event loop for more than a few milliseconds.
 * The job's singleton key (distribution and close instant) makes it one email per window, however
 * often the scheduler runs and however many processes run it.
 */
export async function queueWindowSummaries(
  deps: AppDeps,
  /** Filled in for the caller: the longest stretch of this pass's own work between two awaits (CPU ms). */
  stats: { longestSliceMs: number } = { longestSliceMs: 0 },
) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const previous = lastPass.get(deps);
  // After a restart (or a clock set back, in tests) look back RECENT_MS; singleton keys dedupe.
  const since =
    previous != null && previous <= now.getTime() && now.getTime() - previous < RECENT_MS
      ? previous
      : now.getTime() - RECENT_MS;
  const localNow = new Map<string, ReturnType<typeof localDayAndMinutes>>();
  const lastCloses = new Map<string, Date | null>();
  let queued = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: distributions.id,
        placeOrderOpen: distributions.placeOrderOpen,
        placeOrderClose: distributions.placeOrderClose,
        timeZone: distributions.timeZone,
      })
      .from(distributions)
      .where(and(eq(distributions.status, 1), gt(distributions.id, after)))
      .orderBy(asc(distributions.id))
      .limit(batchSize(deps));
    // CPU time, so the machine's other processes taking the core do not count as ours.
    const sliceStarted = process.cpuUsage();
    const closed: { id: number; closedAt: Date }[] = [];
    for (const d of rows) {
      // Distributions share a few weekly windows: each one's last close is worked out once a pass.
      const key = windowKey(d);
      let closedAt = lastCloses.get(key);
      if (closedAt === undefined) {
        let local = localNow.get(d.timeZone);
        if (!local) localNow.set(d.timeZone, (local = localDayAndMinutes(now, d.timeZone)));
        lastCloses.set(key, (closedAt = lastWindowClose(d, now, local)));
      }
      if (closedAt && closedAt.getTime() > since) closed.push({ id: d.id, closedAt });
    }
    const used = process.cpuUsage(sliceStarted);
    stats.longestSliceMs = Math.max(stats.longestSliceMs, (used.user + used.system) / 1000);
    for (const c of closed) {
      const at = c.closedAt.toISOString();
      await enqueue(
        db,
        'email.window-summary',
        { distributionId: c.id, closedAt: at },
        { singletonKey: `${c.id}@${at}` },
      );
    }
    queued += closed.length;
    if (rows.length < batchSize(deps)) break;
    after = rows[rows.length - 1]!.id;
    await yieldToEventLoop();
  }
  lastPass.set(deps, now.getTime());
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
          liveOrder(),
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
