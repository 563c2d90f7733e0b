import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { said } from '@lfm/core/i18n/translate';
import {
  CANCELLED_BY_BUYER,
  DEFAULT_LOCALE,
  NOT_FOUND,
  courierLine,
  lastWindowClose,
  translate,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { distributions, farms, orderGroups, orders, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { activeDistribution } from '../catalog';
import { enqueue, type JobHandler } from '../../jobs/queue';
import {
  ORDER_CANCELLED_STATUS,
  dtoContext,
  listGroups,
  orderDtoById,
  setGroupHarvestStatus,
  setGroupTracking,
} from '../orders';

export const NO_FARM = 'Set up your farm first.';
export const GROUP_NOT_FOUND = NOT_FOUND.order;
export const ORDER_IS_CANCELLED = CANCELLED_BY_BUYER;

/** The farm of a farmer (one per farmer), or 'Set up your farm first.'. */
export async function farmOf(db: Db, userId: number) {
  const [farm] = await db.select().from(farms).where(eq(farms.userId, userId));
  if (!farm) throw notFound(NO_FARM);
  return farm;
}

const WEEK_MS = 7 * 86_400_000;
type Period = { from: Date; to: Date };

/**
 * The farm's order windows: the current one runs from the latest close of any of its distributions
 * until now, the last one from the close before that. A farm without windows counts weeks.
 */
export async function windowPeriods(
  db: Db,
  farmId: number,
  now: Date,
): Promise<{ current: Period; last: Period }> {
  const ds = await db
    .select()
    .from(distributions)
    .where(and(eq(distributions.farmId, farmId), activeDistribution));
  const latest = (at: Date) => {
    const closes = ds.map((d) => lastWindowClose(d, at)).filter((d): d is Date => d != null);
    return closes.length ? new Date(Math.max(...closes.map((c) => c.getTime()))) : null;
  };
  const lastClose = latest(now) ?? new Date(now.getTime() - WEEK_MS);
  const prevClose = latest(new Date(lastClose.getTime() - 60_000)) ?? new Date(lastClose.getTime() - WEEK_MS);
  return { current: { from: lastClose, to: now }, last: { from: prevClose, to: lastClose } };
}

export interface FarmOrdersQuery {
  page: number;
  limit: number;
  harvestStatus?: number;
  courierType?: 'Pickup' | 'Delivery' | 'Shipping';
  distributionId?: number;
  /** Orders placed in the current or the last order window. */
  window?: 'current' | 'last';
}

export async function farmOrders(deps: AppDeps, userId: number, q: FarmOrdersQuery) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const period = q.window ? (await windowPeriods(db, farm.id, deps.clock.now()))[q.window] : null;
  const { result, total } = await listGroups(
    db,
    and(
      eq(orderGroups.farmId, farm.id),
      period ? gt(orders.createdAt, period.from) : undefined,
      period ? lte(orders.createdAt, period.to) : undefined,
      q.harvestStatus != null ? eq(orderGroups.harvestStatus, q.harvestStatus) : undefined,
      q.courierType ? eq(orderGroups.courierType, q.courierType) : undefined,
      q.distributionId ? eq(orderGroups.distributionId, q.distributionId) : undefined,
    ),
    q.page,
    q.limit,
  );
  return { result, total, page: q.page, limit: q.limit };
}

/** One of the farm's groups, locked for update; another farm's is 'Order not found.'. */
async function myGroup(deps: AppDeps, userId: number, groupId: number) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [row] = await db
    .select({ g: orderGroups, orderStatus: orders.status })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.farmId, farm.id)));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  if (row.orderStatus === ORDER_CANCELLED_STATUS) throw badRequest(ORDER_IS_CANCELLED);
  return row.g;
}

/**
 * Harvest status (SPEC 4: 0 Pending, 1 Harvested, 2 Fulfilled, 3 Out of Stock). Harvested tells the
 * buyer their order is ready for pickup or out for delivery; Out of Stock tells them it will not come.
 */
export async function setHarvestStatus(
  deps: AppDeps,
  userId: number,
  groupId: number,
  harvestStatus: number,
) {
  const group = await myGroup(deps, userId, groupId);
  await deps.database.db.transaction(async (tx) => {
    await setGroupHarvestStatus(tx, group.id, harvestStatus);
    if (harvestStatus !== group.harvestStatus && (harvestStatus === 1 || harvestStatus === 3))
      await enqueue(
        tx,
        'email.group-status',
        { groupId, harvestStatus },
        { singletonKey: `group-${groupId}-${harvestStatus}` },
      );
  });
  return { message: said('done.marked', { status: harvestStatus }) };
}

/** Tracking numbers of a shipped (or delivered) group; the buyer is emailed the links. */
export async function setTracking(deps: AppDeps, userId: number, groupId: number, trackingNumbers: string[]) {
  const group = await myGroup(deps, userId, groupId);
  const added = trackingNumbers.filter((n) => !group.trackingNumbers.includes(n));
  await deps.database.db.transaction(async (tx) => {
    await setGroupTracking(tx, group.id, trackingNumbers);
    if (added.length)
      await enqueue(
        tx,
        'email.group-shipped',
        { groupId, trackingNumbers: added },
        { singletonKey: `shipped-${groupId}-${added.join(',')}` },
      );
  });
  return { message: said('done.trackingSaved') };
}

export const USPS_TRACKING = (n: string) =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`;

async function groupWithBuyer(deps: AppDeps, groupId: number) {
  const [row] = await deps.database.db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orderGroups.id, [groupId]));
  if (!row) return null;
  const order = await orderDtoById(deps.database.db, row.userId, row.orderId, dtoContext(deps));
  const group = order?.buyList.find((g) => g._id === groupId);
  // Issue 32: the buyer's emails are in their language (English until they choose one).
  return group ? { ...row, group, locale: row.language ?? DEFAULT_LOCALE } : null;
}

/** Buyer notifications of the farm's progress (issue 6, Notifications). */
export const farmerJobs: Record<string, JobHandler> = {
  'email.group-status': async (deps, payload) => {
    const found = await groupWithBuyer(deps, Number(payload.groupId));
    if (!found) return;
    const { group, email, firstName, orderId, locale } = found;
    const status = Number(payload.harvestStatus);
    const which =
      status === 3
        ? 'outOfStock'
        : group.courierType === 'Pickup'
          ? 'ready'
          : group.courierType === 'Delivery'
            ? 'onItsWay'
            : 'harvested';
    const values = { id: orderId, farm: group.farmName, how: courierLine(group, locale) };
    await deps.mailer.send({
      to: email,
      subject: translate(locale, `mail.${which}.subject`, values),
      text: [
        translate(locale, 'email.hello', { name: firstName }),
        translate(locale, `mail.${which}.body`, values),
        translate(locale, 'mail.yourOrders', { url: `${deps.config.publicUrl}/orders` }),
      ].join('\n\n'),
    });
  },
  'email.group-shipped': async (deps, payload) => {
    const found = await groupWithBuyer(deps, Number(payload.groupId));
    if (!found) return;
    const { locale } = found;
    const numbers = (payload.trackingNumbers as string[]) ?? [];
    await deps.mailer.send({
      to: found.email,
      subject: translate(locale, 'mail.shipped.subject', { id: found.orderId }),
      text: [
        translate(locale, 'email.hello', { name: found.firstName }),
        translate(locale, 'mail.shipped.body', { farm: found.group.farmName }),
        numbers
          .map((n) => translate(locale, 'mail.shipped.tracking', { number: n, link: USPS_TRACKING(n) }))
          .join('\n'),
        translate(locale, 'mail.yourOrders', { url: `${deps.config.publicUrl}/orders` }),
      ].join('\n\n'),
    });
  },
};
