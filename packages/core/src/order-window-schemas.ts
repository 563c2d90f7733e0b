/**
 * The order window's answer shapes (zod), apart from its arithmetic (order-window.ts): pages that
 * only work out whether a window is open import that module, and must not bring zod into the home
 * page's first scripts.
 */
import { z } from 'zod';

/** A window's opening or closing point as the API sends it (the portal's form checks it: portal.ts windowPointSchema). */
export const windowPointDtoSchema = z.object({
  day: z.number().int().meta({ description: '0 Sunday .. 6 Saturday' }),
  time: z.string().meta({ description: "'H:MM' on a 12-hour clock" }),
  meridiem: z.enum(['AM', 'PM']),
});
export type WindowPoint = z.infer<typeof windowPointDtoSchema>;

export const windowPreviewSchema = z.object({
  isOpen: z.boolean(),
  nextOpenAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When it next opens (null when it is open all week or never).' }),
  nextCloseAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When it next closes (null when it is never open, or never closes).' }),
});
export type WindowPreview = z.infer<typeof windowPreviewSchema>;
