/** Messages to the buyers of a day (issue 33.3): the farmer's and the host's form alike. */
import { z } from 'zod';
import { DAY_MESSAGE_MAX, DAY_MESSAGE_TEXT, parseDayKey } from '../day-messages';

export const dayMessageBody = z.object({
  day: z.string({ error: DAY_MESSAGE_TEXT.day }).refine((v) => parseDayKey(v) != null, DAY_MESSAGE_TEXT.day),
  body: z
    .string({ error: DAY_MESSAGE_TEXT.empty })
    .trim()
    .min(1, DAY_MESSAGE_TEXT.empty)
    .max(DAY_MESSAGE_MAX, DAY_MESSAGE_TEXT.tooLong),
});
export type DayMessageInput = z.input<typeof dayMessageBody>;
