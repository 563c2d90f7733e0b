import { and, eq, gt, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  formatCents,
  formatOrderDate,
  lastWindowClose,
  translate,
  wallClock,
  weekdayInSentence,
  DistributionType,
  type MessageKey,
  type MessageValues,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { distributions, farms, markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { enqueue, enqueueEach, type JobHandler } from '../../jobs/queue';
import { liveOrder } from '../orders';
import { activeDistribution } from '../catalog';
import { STATEMENT_JOB } from '../../jobs/job-names';

/** A summary is queued for a window that closed within this long; older closes were handled (or missed) before. */
const RECENT_MS = 6 * 60 * 60_000;
/** SPEC 3 selectPickDel (1 pickup, 2 delivery, 3 shipping), as the summary's words choose. */
const KIND = ['', 'pickup', 'delivery', 'shipping'];
/** When each app's last pass ran, so a pass looks only at windows that closed since. */
const lastPass = new WeakMap<AppDeps, number>();
const WINDOWS_PER_SLICE = 25;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Point = { day: number; time: string; meridiem: string } | null;

/**
 * Periodic: for every active distribution whose order window closed since the last pass, one
 * summary job. Distributions share a few weekly windows (12 in the 10,000-farm data set, for 23,374
 * distributions): a pass reads the distinct windows in one statement, works out each one's last close
 * (core lastWindowClose, arithmetic), and queues the jobs of every window that closed since in one
 * more statement, whatever the number of distributions. Nothing is sent per distribution, so the
 * embedded database, which runs on this thread, is busy for two statements a pass, not one per batch.
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
  const windows = await db
    .selectDistinct({
      placeOrderOpen: distributions.placeOrderOpen,
      placeOrderClose: distributions.placeOrderClose,
      timeZone: distributions.timeZone,
    })
    .from(distributions)
    .where(activeDistribution);
  const localNow = new Map<string, ReturnType<typeof wallClock>>();
  const closed: { open: Point; close: Point; tz: string; at: string }[] = [];
  // Each window's last close is about 50 µs of work until V8 has optimised it (5 µs after): a data set
  // with hundreds of windows is worked through in slices, the event loop free between them.
  for (let from = 0; from < windows.length; from += WINDOWS_PER_SLICE) {
    if (from > 0) await yieldToEventLoop();
    // CPU time, so the machine's other processes taking the core do not count as ours.
    const sliceStarted = process.cpuUsage();
    for (const w of windows.slice(from, from + WINDOWS_PER_SLICE)) {
      let local = localNow.get(w.timeZone);
      if (!local) localNow.set(w.timeZone, (local = wallClock(now, w.timeZone)));
      const closedAt = lastWindowClose(w, now, local);
      if (closedAt && closedAt.getTime() > since)
        closed.push({
          open: w.placeOrderOpen,
          close: w.placeOrderClose,
          tz: w.timeZone,
          at: closedAt.toISOString(),
        });
    }
    const used = process.cpuUsage(sliceStarted);
    stats.longestSliceMs = Math.max(stats.longestSliceMs, (used.user + used.system) / 1000);
  }
  let queued = 0;
  if (closed.length > 0) {
    // The active distributions of each closed window, and a job for each (none twice: singleton keys).
    const found = sql`SELECT d.id, w.at FROM ${distributions} d
      JOIN jsonb_to_recordset(${JSON.stringify(closed)}::jsonb) AS w(open jsonb, close jsonb, tz text, at text)
        ON d.place_order_close = w.close AND d.time_zone = w.tz
          AND d.place_order_open IS NOT DISTINCT FROM w.open
      WHERE d.status = 1`;
    queued = await enqueueEach(
      db,
      'email.window-summary',
      sql`SELECT jsonb_build_object('distributionId', f.id, 'closedAt', f.at) AS payload,
        f.id || '@' || f.at AS singleton_key FROM (${found}) f`,
    );
  }
  lastPass.set(deps, now.getTime());
  return queued;
}

export const summaryJobs: Record<string, JobHandler> = {
  'email.window-summary': async (deps, payload) => {
    const { db } = deps.database;
    // The same window's statement for the farm (issue 30.4), queued here rather than in the pass,
    // which stays two statements however many windows closed.
    await enqueue(db, STATEMENT_JOB, payload, {
      singletonKey: `${String(payload.distributionId)}@${String(payload.closedAt)}`,
    });
    const closedAt = new Date(String(payload.closedAt));
    const [row] = await db
      .select({
        d: distributions,
        farmName: farms.farmName,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
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
    // Issue 32: in the farmer's language (English until they choose one).
    const locale = row.language ?? DEFAULT_LOCALE;
    const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
    const place =
      row.marketName ??
      (row.d.selectPickDel === DistributionType.Pickup
        ? t('doc.theFarm')
        : t('mail.summary.zipCodes', { zips: row.d.deliveryPostalCodes.slice(0, 5).join(', ') }));
    const totals = new Map<string, { quantity: number; cents: number }>();
    for (const l of lines) {
      const key = `${l.product} (${l.unit})`;
      const sum = totals.get(key) ?? { quantity: 0, cents: 0 };
      totals.set(key, { quantity: sum.quantity + l.quantity, cents: sum.cents + l.quantity * l.price });
    }
    const orderCount = new Set(lines.map((l) => l.orderId)).size;
    const sales = [...totals.values()].reduce((s, sum) => s + sum.cents, 0);
    const money = (cents: number) => formatCents(cents, locale);
    const text = [
      t('email.hello', { name: row.firstName }),
      '',
      t('mail.summary.closed', {
        kind: KIND[row.d.selectPickDel] ?? 'shipping',
        place,
        date: formatOrderDate(closedAt, locale),
      }),
      orderCount
        ? t('mail.summary.orders', { count: orderCount, amount: money(sales) })
        : t('mail.summary.none'),
      ...[...totals.entries()].map(([k, sum]) => `  ${sum.quantity} × ${k}: ${money(sum.cents)}`),
      ...(orderCount
        ? [
            '',
            t('mail.summary.byBuyer'),
            ...lines.map(
              (l) =>
                // The day is inside the line: lowercase in Spanish ('(lunes 9:00 AM)').
                `  #${l.orderId} ${l.buyer} ${l.buyerLast}: ${l.quantity} × ${l.product}${l.day != null ? ` (${weekdayInSentence(l.day, locale)} ${l.timeSlot ?? ''})` : ''}`,
            ),
          ]
        : []),
      '',
      t('mail.summary.sheets', { url: `${deps.config.publicUrl}/farmer/orders` }),
    ].join('\n');
    await deps.mailer.send({
      to: row.email,
      subject: t('mail.summary.subject', { farm: row.farmName, count: orderCount }),
      text,
    });
  },
};
