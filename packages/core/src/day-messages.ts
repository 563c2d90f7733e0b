/**
 * Issue 33.3: a farmer (one distribution) or a pick-up host (one market) writes to every buyer of one
 * pickup or delivery day. The rules and words both sides use.
 */
import { z } from 'zod';
import { instantSchema } from './contract/http';
import { msg } from './i18n/translate';

export const DAY_MESSAGE_MAX = 500;
/** How many messages one sender may send in an hour (kept in the database, so every process agrees). */
export const DAY_MESSAGES_PER_HOUR = 5;

export const DAY_MESSAGE_TEXT = {
  empty: msg('dayMessage.empty'),
  tooLong: msg('dayMessage.tooLong', { n: DAY_MESSAGE_MAX }),
  day: msg('dayMessage.day'),
  noBuyers: msg('dayMessage.noBuyers'),
  rateLimited: msg('dayMessage.rateLimited', { n: DAY_MESSAGES_PER_HOUR }),
  sent: (n: number) => msg('dayMessage.sent', { n }),
} as const;

/** A day with buyers that a sender may write to: one distribution's (farmer) or market's (host) date. */
export const messageDaySchema = z.object({
  key: z
    .string()
    .meta({ description: "'d<distributionId>:<date>' or 'm<marketId>:<date>': what the form sends back." }),
  date: z.string(),
  courierType: z.enum(['Pickup', 'Delivery']),
  place: z.string().meta({ description: "Where: the market or farm pickup, or 'Delivery'." }),
  buyers: z.number().int(),
});
export type MessageDayDto = z.infer<typeof messageDaySchema>;

export const dayMessageSchema = z.object({
  _id: z.number().int(),
  date: z.string(),
  fromName: z.string(),
  body: z.string(),
  sentAt: instantSchema,
  senderName: z.string().optional().meta({ description: "The sender's list only: who sent it." }),
  recipientCount: z
    .number()
    .int()
    .optional()
    .meta({ description: "The sender's list only: to how many buyers." }),
});
export type DayMessageDto = z.infer<typeof dayMessageSchema>;

export const dayMessagesPageSchema = z.object({
  days: z.array(messageDaySchema),
  sent: z.array(dayMessageSchema),
});
export type DayMessagesPage = z.infer<typeof dayMessagesPageSchema>;

/** Splits a day key into its scope and date; null when malformed. */
export function parseDayKey(key: string): { kind: 'd' | 'm'; id: number; date: string } | null {
  const m = /^([dm])(\d{1,10}):(\d{4}-\d{2}-\d{2})$/.exec(key);
  return m ? { kind: m[1] as 'd' | 'm', id: Number(m[2]), date: m[3]! } : null;
}
