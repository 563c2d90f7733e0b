/** Messages to the buyers of a day (issue 33.3): the farmer's and the host's form alike. */
import { z } from 'zod';
import { DAY_MESSAGE_MAX, DAY_MESSAGE_TEXT, dayMessagesPageSchema, parseDayKey } from '../day-messages';
import { route } from './route';

export const dayMessageBody = z.object({
  day: z.string({ error: DAY_MESSAGE_TEXT.day }).refine((v) => parseDayKey(v) != null, DAY_MESSAGE_TEXT.day),
  body: z
    .string({ error: DAY_MESSAGE_TEXT.empty })
    .trim()
    .min(1, DAY_MESSAGE_TEXT.empty)
    .max(DAY_MESSAGE_MAX, DAY_MESSAGE_TEXT.tooLong),
});
export type DayMessageInput = z.input<typeof dayMessageBody>;

/** The same two calls for each kind of sender, under its own portal's path. */
const messageCalls = <const P extends string>(path: P, tag: string) => ({
  page: route({
    method: 'GET',
    path,
    summary: 'The days whose buyers you may write to, and the messages you sent',
    tags: [tag],
    access: 'user',
    response: dayMessagesPageSchema.meta({
      examples: [
        {
          days: [
            {
              key: 'd12:2026-11-21',
              date: '2026-11-21',
              courierType: 'Pickup',
              place: 'Hudson Saturday Market',
              buyers: 14,
            },
          ],
          sent: [
            {
              _id: 3,
              date: '2026-11-14',
              fromName: 'Hawthorn Hill Farm',
              body: 'We are at the north end of the market today.',
              sentAt: '2026-11-14T13:05:00.000Z',
              senderName: 'Ada Moss',
              recipientCount: 11,
            },
          ],
        },
      ],
    }),
    errors: [403],
  }),
  send: route({
    method: 'POST',
    path,
    summary: 'Write to every buyer of one day (by email and on their order pages); 5 an hour',
    tags: [tag],
    access: 'user',
    body: dayMessageBody,
    response: z
      .object({
        message: z.string(),
        messageId: z.number().int(),
        recipients: z.number().int().meta({ description: 'How many buyers it went to.' }),
      })
      .meta({
        examples: [{ message: 'Your message has been sent to 14 buyers.', messageId: 4, recipients: 14 }],
      }),
    errors: [400, 403, 429],
  }),
});

/** farmer/messages (a farmer writes to the buyers of a distribution's day) and host/messages (a market's). */
export const dayMessagesApi = {
  farmer: messageCalls('farmer/messages', 'farmer portal'),
  host: messageCalls('host/messages', 'pick-up host portal'),
};
