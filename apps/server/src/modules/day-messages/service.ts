import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DAY_MESSAGES_PER_HOUR,
  DAY_MESSAGE_TEXT,
  DEFAULT_LOCALE,
  ErrorCode,
  NOT_FOUND,
  formatShortDate,
  handOverDate,
  parseDayKey,
  translate,
  type DayMessageDto,
  type DayMessagesPage,
  type MessageDayDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import {
  dayMessageRecipients,
  dayMessages,
  distributions,
  farms,
  markets,
  orderGroups,
  orders,
  users,
} from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import { enqueueEach, type JobHandler } from '../../jobs/queue';
import { liveOrder } from '../orders';

/**
 * Issue 33.3: messages to the buyers of one day. A farmer writes to the buyers of one of their
 * distributions, a pick-up host to the buyers picking up at one of their markets; `kind` says which.
 */
export type SenderKind = 'farmer' | 'host';

const HOUR_MS = 3_600_000;
/** Orders placed this long before a day can be for it (a window is at most a week, plus the wait). */
const ORDER_LOOKBACK_DAYS = 21;
/** Days this long past still take a message ('the lost scarf is at the market office'). */
const PAST_DAYS = 7;
const DAY_MS = 86_400_000;
const JOB = 'email.day-message';

interface DayGroup {
  groupId: number;
  userId: number;
  key: string;
  date: string;
  courierType: 'Pickup' | 'Delivery';
  place: string;
  fromName: string;
}

/** Which order groups a sender may write to: their distributions' (farmer) or their markets' (host). */
function scopeOf(kind: SenderKind, userId: number): SQL {
  return kind === 'farmer'
    ? and(eq(farms.userId, userId), inArray(orderGroups.courierType, ['Pickup', 'Delivery']))!
    : and(eq(markets.hostUserId, userId), eq(orderGroups.courierType, 'Pickup'))!;
}

/**
 * The live order groups of the sender's scope (optionally one distribution or market) with their
 * hand-over date, for the days from a week ago on. Bounded by the orders of the last three weeks.
 */
async function dayGroups(deps: AppDeps, kind: SenderKind, userId: number, only?: SQL): Promise<DayGroup[]> {
  const now = deps.clock.now();
  const rows = await deps.database.db
    .select({
      groupId: orderGroups.id,
      userId: orders.userId,
      createdAt: orders.createdAt,
      courierType: orderGroups.courierType,
      day: orderGroups.day,
      distributionId: orderGroups.distributionId,
      marketId: orderGroups.marketId,
      farmName: farms.farmName,
      marketName: markets.marketName,
      close: distributions.placeOrderClose,
      timeZone: distributions.timeZone,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(farms, eq(farms.id, orderGroups.farmId))
    .innerJoin(distributions, eq(distributions.id, orderGroups.distributionId))
    .leftJoin(markets, eq(markets.id, orderGroups.marketId))
    .where(
      and(
        scopeOf(kind, userId),
        only,
        liveOrder(),
        gte(orders.createdAt, new Date(now.getTime() - ORDER_LOOKBACK_DAYS * DAY_MS)),
      ),
    );
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS).toISOString().slice(0, 10);
  return rows.flatMap((r): DayGroup[] => {
    if (r.day == null) return [];
    const date = handOverDate(r.createdAt, r.day, r.close, r.timeZone);
    if (date < from) return [];
    const pickup = r.courierType === 'Pickup';
    const atFarm = `${r.farmName} (at the farm)`;
    return [
      {
        groupId: r.groupId,
        userId: r.userId,
        key: kind === 'farmer' ? `d${r.distributionId}:${date}` : `m${r.marketId}:${date}`,
        date,
        courierType: pickup ? 'Pickup' : 'Delivery',
        place: pickup ? (r.marketName ?? atFarm) : 'Delivery',
        fromName: kind === 'farmer' ? r.farmName : (r.marketName ?? ''),
      },
    ];
  });
}

/** The days a sender may write to, soonest first, with how many buyers each has. */
function daysOf(groups: DayGroup[]): MessageDayDto[] {
  const byKey = new Map<string, { day: MessageDayDto; buyers: Set<number> }>();
  for (const g of groups) {
    const entry = byKey.get(g.key) ?? {
      day: { key: g.key, date: g.date, courierType: g.courierType, place: g.place, buyers: 0 },
      buyers: new Set<number>(),
    };
    entry.buyers.add(g.userId);
    byKey.set(g.key, entry);
  }
  return [...byKey.values()]
    .map(({ day, buyers }) => ({ ...day, buyers: buyers.size }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.place.localeCompare(b.place));
}

/** The sender's page: the days they may write to, and what they sent (newest first). */
export async function messagePage(deps: AppDeps, kind: SenderKind, userId: number): Promise<DayMessagesPage> {
  const [groups, sent] = [
    await dayGroups(deps, kind, userId),
    await deps.database.db
      .select({ m: dayMessages, firstName: users.firstName, lastName: users.lastName })
      .from(dayMessages)
      .innerJoin(users, eq(users.id, dayMessages.senderUserId))
      .where(eq(dayMessages.senderUserId, userId))
      .orderBy(desc(dayMessages.id))
      .limit(50),
  ];
  return {
    days: daysOf(groups),
    sent: sent.map(({ m, firstName, lastName }): DayMessageDto => ({
      _id: m.id,
      date: m.date,
      fromName: m.fromName,
      body: m.body,
      sentAt: m.createdAt.toISOString(),
      senderName: `${firstName} ${lastName}`.trim(),
      recipientCount: m.recipientCount,
    })),
  };
}

/** Another farmer's distribution or host's market is not found, exactly as one that does not exist. */
async function ownScope(deps: AppDeps, kind: SenderKind, userId: number, id: number) {
  const { db } = deps.database;
  const [own] =
    kind === 'farmer'
      ? await db
          .select({ id: distributions.id })
          .from(distributions)
          .innerJoin(farms, eq(farms.id, distributions.farmId))
          .where(and(eq(distributions.id, id), eq(farms.userId, userId)))
      : await db
          .select({ id: markets.id })
          .from(markets)
          .where(and(eq(markets.id, id), eq(markets.hostUserId, userId)));
  if (!own) throw notFound(kind === 'farmer' ? NOT_FOUND.distribution : NOT_FOUND.market);
}

/**
 * Sends `body` to every buyer of the day `dayKey` names: one row, one recipient row per order group
 * (their order pages show it) and one email job per buyer, in one transaction; at most
 * DAY_MESSAGES_PER_HOUR a sender an hour, counted in the database under a lock of the sender's own.
 */
export async function sendDayMessage(
  deps: AppDeps,
  kind: SenderKind,
  userId: number,
  input: { day: string; body: string },
) {
  const day = parseDayKey(input.day);
  if (!day || day.kind !== (kind === 'farmer' ? 'd' : 'm')) throw badRequest(DAY_MESSAGE_TEXT.day);
  const only = kind === 'farmer' ? eq(orderGroups.distributionId, day.id) : eq(orderGroups.marketId, day.id);
  const groups = (await dayGroups(deps, kind, userId, only)).filter((g) => g.date === day.date);
  if (groups.length === 0) {
    await ownScope(deps, kind, userId, day.id);
    throw badRequest(DAY_MESSAGE_TEXT.noBuyers);
  }
  const buyers = new Set(groups.map((g) => g.userId)).size;
  const now = deps.clock.now();

  const messageId = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('day-message'), ${userId})`);
    const [recent] = await tx
      .select({ n: count() })
      .from(dayMessages)
      .where(
        and(
          eq(dayMessages.senderUserId, userId),
          gte(dayMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= DAY_MESSAGES_PER_HOUR)
      throw new AppError(429, ErrorCode.RateLimited, DAY_MESSAGE_TEXT.rateLimited);
    const [row] = await tx
      .insert(dayMessages)
      .values({
        senderUserId: userId,
        distributionId: kind === 'farmer' ? day.id : null,
        marketId: kind === 'host' ? day.id : null,
        date: day.date,
        fromName: groups[0]!.fromName,
        body: input.body,
        recipientCount: buyers,
        createdAt: now,
      })
      .returning({ id: dayMessages.id });
    const id = row!.id;
    await tx
      .insert(dayMessageRecipients)
      .values(groups.map((g) => ({ messageId: id, orderGroupId: g.groupId, userId: g.userId })));
    // One email per buyer, whatever the number of their orders that day: nobody sees another's address.
    await enqueueEach(
      tx,
      JOB,
      sql`SELECT DISTINCT jsonb_build_object('messageId', ${id}::int, 'userId', user_id) AS payload,
            ${id}::text || ':' || user_id::text AS singleton_key
          FROM ${dayMessageRecipients} WHERE message_id = ${id}`,
    );
    return id;
  });
  return { message: DAY_MESSAGE_TEXT.sent(buyers), messageId, recipients: buyers };
}

export const dayMessageJobs: Record<string, JobHandler> = {
  [JOB]: async (deps, payload) => {
    const [row] = await deps.database.db
      .select({ m: dayMessages, email: users.email, firstName: users.firstName, language: users.language })
      .from(dayMessages)
      .innerJoin(users, eq(users.id, Number(payload.userId)))
      .where(eq(dayMessages.id, Number(payload.messageId)));
    if (!row) return;
    // Issue 32: the email's own words in the buyer's language; the sender's text stays as they wrote it.
    const locale = row.language ?? DEFAULT_LOCALE;
    const values = { from: row.m.fromName, date: formatShortDate(row.m.date, locale) };
    await deps.mailer.send({
      to: row.email,
      subject: translate(locale, 'mail.dayMessage.subject', values),
      text: [
        translate(locale, 'email.hello', { name: row.firstName }),
        translate(locale, 'mail.dayMessage.intro', values),
        row.m.body,
        translate(locale, 'receipt.seeOrders', { url: `${deps.config.publicUrl}/orders` }),
      ].join('\n\n'),
    });
  },
};
