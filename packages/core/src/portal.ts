/**
 * Farmer portal rules (issue 6): the inventory item and distribution forms, shared by the portal's
 * pages and the server, and the order-window preview.
 */
import { z } from 'zod';
import { CATEGORIES, UNIT_LABELS } from './catalog';
import { optionalText, requiredText } from './fields';
import { DEFAULT_TIME_ZONE, isWindowOpenAt, localDayAndMinutes, type WindowPoint } from './order-window';

const WEEK_MINUTES = 7 * 24 * 60;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Multipart sends everything as text: '1,2' or ['1','2'] → [1, 2]. */
const numberList = (v: unknown) =>
  typeof v === 'string'
    ? v.trim()
      ? v.split(',').map((s) => Number(s.trim()))
      : []
    : Array.isArray(v)
      ? v.map(Number)
      : v;
const cents = (name: string) =>
  z.coerce
    .number({ error: `${name} is required.` })
    .int(`${name} must be in whole cents.`)
    .min(0, `${name} cannot be negative.`)
    .max(10_000_000, `${name} is too large.`);
const count = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} cannot be negative.`)
    .max(1_000_000, `${name} is too large.`);
const unitCode = z.coerce
  .number({ error: 'Unit is required.' })
  .int('Unit is required.')
  .refine((u) => u === 13 || u in UNIT_LABELS, 'Unit is required.');

export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month'] as const;

/** SPEC 3 inventory item, every field the farmer sets. Prices in cents. */
export const inventoryItemSchema = z
  .object({
    itemName: requiredText('Item name is required.', { length: 100 }),
    otherItemName: optionalText(100),
    variety: optionalText(100),
    description: optionalText(2000),
    inventoryType: z.coerce
      .number({ error: 'Category is required.' })
      .refine((c) => CATEGORIES.some((x) => x.id === c), 'Category is required.'),
    distributionTypes: z.preprocess(
      numberList,
      z
        .array(
          z.union([z.literal(1), z.literal(2), z.literal(3)], {
            error: 'Distribution types are 1 pickup, 2 delivery, 3 shipping.',
          }),
        )
        .min(1, 'Select at least one way to distribute this item.'),
    ),
    consumerPriceCents: cents('Consumer price'),
    wholesalePriceCents: cents('Wholesale price'),
    consumerUnit: unitCode,
    otherConsumerUnit: optionalText(40),
    wholesaleUnit: unitCode,
    otherWholesaleUnit: optionalText(40),
    maximumConsumerQuantity: count('Maximum consumer quantity'),
    maximumWholesaleQuantity: count('Maximum wholesale quantity'),
    subscriptionInterval: z.preprocess(
      blank,
      z
        .enum(SUBSCRIPTION_INTERVALS, { error: 'Subscription interval must be day, week or month.' })
        .nullable()
        .default(null),
    ),
    subscriptionIntervalCount: z.preprocess(
      blank,
      count('Subscription count').max(52, 'Subscription count is at most 52.').default(0),
    ),
    status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(1)),
  })
  .superRefine((v, ctx) => {
    if (v.itemName.toLowerCase() === 'others' && !v.otherItemName)
      ctx.addIssue({ code: 'custom', path: ['otherItemName'], message: 'Other item name is required.' });
    if (v.consumerUnit === 13 && !v.otherConsumerUnit)
      ctx.addIssue({ code: 'custom', path: ['otherConsumerUnit'], message: 'Name the consumer unit.' });
    if (v.wholesaleUnit === 13 && !v.otherWholesaleUnit)
      ctx.addIssue({ code: 'custom', path: ['otherWholesaleUnit'], message: 'Name the wholesale unit.' });
    if (v.subscriptionInterval && v.subscriptionIntervalCount < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionIntervalCount'],
        message: 'Subscription count must be at least 1.',
      });
  });
export type InventoryItemInput = z.output<typeof inventoryItemSchema>;

const TIME = /^(1[0-2]|0?[1-9]):[0-5]\d$/;
export const windowPointSchema = z.object({
  day: z.coerce
    .number({ error: 'Day must be 0 (Sunday) to 6 (Saturday).' })
    .int()
    .min(0, 'Day must be 0 (Sunday) to 6 (Saturday).')
    .max(6, 'Day must be 0 (Sunday) to 6 (Saturday).'),
  time: z.string({ error: "Time must be like '9:00'." }).trim().regex(TIME, "Time must be like '9:00'."),
  meridiem: z.enum(['AM', 'PM'], { error: 'Choose AM or PM.' }),
});
const clock12 = z
  .string()
  .trim()
  .regex(/^(1[0-2]|0?[1-9]):[0-5]\d\s?(AM|PM)$/i, "Times must be like '9:00 AM'.");
const zip = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Zip code must be 5 numbers');

/** A distribution (SPEC 3): pickup at the farm or a market, delivery, or shipping, with its order window. */
export const distributionSchema = z
  .object({
    selectPickDel: z.coerce
      .number()
      .refine((k) => k === 1 || k === 2 || k === 3, 'Choose pickup, delivery or shipping.'),
    marketId: z.preprocess(blank, z.coerce.number().int().positive().nullable().default(null)),
    deliveryFor: z.preprocess(blank, z.coerce.number().int().min(1).max(3).nullable().default(null)),
    deliveryPostalCodes: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
      z.array(zip).max(500, 'At most 500 zip codes.').default([]),
    ),
    flatFeeCents: z.preprocess(blank, cents('Flat fee').nullable().default(null)),
    deliveryFeeCentsPerMile: z.preprocess(blank, cents('Fee per mile').nullable().default(null)),
    radiusMiles: z.preprocess(blank, z.coerce.number().int().min(1).max(500).nullable().default(null)),
    pickups: z
      .array(
        z.object({
          day: windowPointSchema.shape.day,
          time: z
            .array(z.object({ startTime: clock12, endTime: clock12 }))
            .min(1, 'Add a time to each pickup day.'),
        }),
      )
      .max(7)
      .default([]),
    deliveries: z
      .array(
        z.object({
          day: windowPointSchema.shape.day,
          time: z.string().trim().min(1, 'Add the delivery time.').max(40),
          feeCents: cents('Fee').default(0),
        }),
      )
      .max(14)
      .default([]),
    placeOrderOpen: windowPointSchema,
    placeOrderClose: windowPointSchema,
    timeZone: z.string().default(DEFAULT_TIME_ZONE),
  })
  .superRefine((v, ctx) => {
    if (v.selectPickDel === 1 && v.pickups.length === 0)
      ctx.addIssue({ code: 'custom', path: ['pickups'], message: 'Add at least one pickup day and time.' });
    if (v.selectPickDel === 2 && v.deliveries.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveries'],
        message: 'Add at least one delivery day and time.',
      });
    if (v.selectPickDel !== 1 && v.deliveryPostalCodes.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryPostalCodes'],
        message: 'Add the zip codes you serve.',
      });
    try {
      Intl.DateTimeFormat('en-US', { timeZone: v.timeZone });
    } catch {
      ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'Unknown time zone.' });
    }
  });
export type DistributionInput = z.output<typeof distributionSchema>;

export interface WindowPreview {
  isOpen: boolean;
  /** When it next opens (null when it is open all week or never). */
  nextOpenAt: string | null;
  /** When it next closes (null when it is never open, or never closes). */
  nextCloseAt: string | null;
}

/**
 * The portal's preview: whether the window is open at `now` and when it next opens and closes,
 * to the minute, in the window's time zone (a daylight-saving change within the week may shift
 * the answer by an hour).
 */
export function previewWindow(
  w: { placeOrderOpen: WindowPoint; placeOrderClose: WindowPoint; timeZone?: string | null },
  now: Date,
): WindowPreview {
  const start = localDayAndMinutes(now, w.timeZone ?? DEFAULT_TIME_ZONE);
  const base = start.day * 1440 + start.minutes;
  const openAt = (k: number) => {
    const t = (base + k) % WEEK_MINUTES;
    return isWindowOpenAt(w.placeOrderOpen, w.placeOrderClose, Math.floor(t / 1440), t % 1440);
  };
  const isOpen = openAt(0);
  let nextOpenAt: string | null = null;
  let nextCloseAt: string | null = null;
  let state = isOpen;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  for (let k = 1; k <= WEEK_MINUTES * 2 && (!nextOpenAt || !nextCloseAt); k++) {
    const s = openAt(k);
    if (s !== state) {
      const at = new Date(startOfMinute + k * 60_000).toISOString();
      if (s && !nextOpenAt) nextOpenAt = at;
      if (!s && !nextCloseAt) nextCloseAt = at;
      state = s;
    }
  }
  return { isOpen, nextOpenAt, nextCloseAt };
}

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

/** The farm profile form of the farmer portal (SPEC 3 Farm). The address is geocoded on save. */
export const farmProfileSchema = z.object({
  farmName: requiredText('Farm name is required.', { length: 100 }),
  shortInfo: optionalText(300),
  infoAboutFarm: optionalText(5000),
  infoAboutFarmer: optionalText(5000),
  addressLine1: requiredText('Address line 1 is required.', { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText('City is required.', { length: 50 }),
  state: requiredText('State is required.', { length: 100 }),
  postalCode: z
    .string({ error: 'Zip code is required.' })
    .trim()
    .min(1, 'Zip code is required.')
    .regex(/^\d{5}$/, 'Zip code must be 5 numbers'),
  certifiedOrganic: flag,
  nofa: flag,
});
export type FarmProfileInput = z.output<typeof farmProfileSchema>;

/**
 * The last moment the window closed at or before `now` (the first closed minute after an open one),
 * within the past week; null when it never closes. The window-close summaries start from it.
 */
export function lastWindowClose(
  w: { placeOrderOpen: WindowPoint; placeOrderClose: WindowPoint; timeZone?: string | null },
  now: Date,
): Date | null {
  const start = localDayAndMinutes(now, w.timeZone ?? DEFAULT_TIME_ZONE);
  const base = start.day * 1440 + start.minutes;
  const openAt = (k: number) => {
    const t = (((base - k) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    return isWindowOpenAt(w.placeOrderOpen, w.placeOrderClose, Math.floor(t / 1440), t % 1440);
  };
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  for (let k = 0; k < WEEK_MINUTES; k++)
    if (!openAt(k) && openAt(k + 1)) return new Date(startOfMinute - k * 60_000);
  return null;
}
