/**
 * Farmer portal rules (issue 6): the inventory item and distribution forms, shared by the portal's
 * pages and the server (the order-window preview is order-window.ts's).
 */
import { z } from 'zod';
import { CATEGORIES, DistributionType, UNIT_LABELS, isDistributionType } from './catalog';
import { ZIP_MESSAGE, idField, optionalText, requiredText, text, timeZoneField, zipField } from './fields';
import { ADDRESS_MESSAGES, DAY_MESSAGE, NOT_FOUND } from './messages';
import { DEFAULT_TIME_ZONE, windowProblem } from './order-window';
import { msg, type CoreMessageKey } from './i18n/translate';

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
/** A field whose name the catalogue has (`field.consumerPriceCents`: 'Consumer price'). */
type NamedField = CoreMessageKey extends infer K ? (K extends `field.${infer F}` ? F : never) : never;
/** A field's name as its messages say it, in the reader's language. */
const label = (field: NamedField) => msg(`field.${field}`);
const cents = (field: NamedField) => {
  const values = { label: label(field) };
  return z.coerce
    .number({ error: msg('validation.required', values) })
    .int(msg('validation.wholeCents', values))
    .min(0, msg('validation.notNegative', values))
    .max(10_000_000, msg('validation.tooLarge', values));
};
const count = (field: NamedField) => {
  const values = { label: label(field) };
  return z.coerce
    .number({ error: msg('validation.wholeNumber', values) })
    .int(msg('validation.wholeNumber', values))
    .min(0, msg('validation.notNegative', values))
    .max(1_000_000, msg('validation.tooLarge', values));
};
const UNIT_REQUIRED = msg('item.unitRequired');
const unitCode = z.coerce
  .number({ error: UNIT_REQUIRED })
  .int(UNIT_REQUIRED)
  .refine((u) => u === 13 || u in UNIT_LABELS, UNIT_REQUIRED);

export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month'] as const;

/** SPEC 3 inventory item, every field the farmer sets. Prices in cents. */
export const inventoryItemSchema = z
  .object({
    itemName: requiredText(msg('item.nameRequired'), { length: 100 }),
    otherItemName: optionalText(100),
    variety: optionalText(100),
    description: optionalText(2000, undefined, { multiline: true }),
    // Issue 32.4: the farmer's own Spanish words, optional, shown to Spanish readers when present.
    itemNameEs: optionalText(100),
    descriptionEs: optionalText(2000, undefined, { multiline: true }),
    inventoryType: z.coerce
      .number({ error: msg('item.categoryRequired') })
      .refine((c) => CATEGORIES.some((x) => x.id === c), msg('item.categoryRequired')),
    distributionTypes: z.preprocess(
      numberList,
      z
        .array(
          z.union([z.literal(1), z.literal(2), z.literal(3)], {
            error: msg('item.distributionTypes'),
          }),
        )
        .min(1, msg('item.distributionRequired')),
    ),
    consumerPriceCents: cents('consumerPriceCents'),
    wholesalePriceCents: cents('wholesalePriceCents'),
    consumerUnit: unitCode,
    otherConsumerUnit: optionalText(40),
    wholesaleUnit: unitCode,
    otherWholesaleUnit: optionalText(40),
    maximumConsumerQuantity: count('maximumConsumerQuantity'),
    maximumWholesaleQuantity: count('maximumWholesaleQuantity'),
    subscriptionInterval: z.preprocess(
      blank,
      z
        .enum(SUBSCRIPTION_INTERVALS, { error: msg('item.subscriptionInterval') })
        .nullable()
        .default(null),
    ),
    subscriptionIntervalCount: z.preprocess(
      blank,
      count('subscriptionIntervalCount')
        .max(52, msg('item.subscriptionCountMax', { n: 52 }))
        .default(0),
    ),
    status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(1)),
  })
  .superRefine((v, ctx) => {
    if (v.itemName.toLowerCase() === 'others' && !v.otherItemName)
      ctx.addIssue({ code: 'custom', path: ['otherItemName'], message: msg('item.otherNameRequired') });
    if (v.consumerUnit === 13 && !v.otherConsumerUnit)
      ctx.addIssue({ code: 'custom', path: ['otherConsumerUnit'], message: msg('item.otherConsumerUnit') });
    if (v.wholesaleUnit === 13 && !v.otherWholesaleUnit)
      ctx.addIssue({ code: 'custom', path: ['otherWholesaleUnit'], message: msg('item.otherWholesaleUnit') });
    if (v.subscriptionInterval && v.subscriptionIntervalCount < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionIntervalCount'],
        message: msg('item.subscriptionCountMin'),
      });
  });
export type InventoryItemInput = z.output<typeof inventoryItemSchema>;

/** An order window's time on a 12-hour clock; the database refuses a stored window that does not match. */
export const WINDOW_TIME = /^(1[0-2]|0?[1-9]):[0-5]\d$/;
const TIME = WINDOW_TIME;
export const windowPointSchema = z.object({
  day: z.coerce.number({ error: DAY_MESSAGE }).int().min(0, DAY_MESSAGE).max(6, DAY_MESSAGE),
  time: text({}, msg('distribution.time')).trim().regex(TIME, msg('distribution.time')),
  meridiem: z.enum(['AM', 'PM'], { error: msg('distribution.meridiem') }),
});
/** An order window on its own (the portal's preview), with the same-day rule. */
export const orderWindowSchema = z
  .object({
    placeOrderOpen: windowPointSchema,
    placeOrderClose: windowPointSchema,
    timeZone: timeZoneField(DEFAULT_TIME_ZONE),
  })
  .superRefine((v, ctx) => {
    const problem = windowProblem(v.placeOrderOpen, v.placeOrderClose);
    if (problem) ctx.addIssue({ code: 'custom', path: ['placeOrderClose'], message: problem });
  });

const clock12 = text()
  .trim()
  .regex(/^(1[0-2]|0?[1-9]):[0-5]\d\s?(AM|PM)$/i, msg('distribution.times'));
const zip = zipField(ZIP_MESSAGE);

const ZONE_LINE = /^([^:]+):\s*(.*)$/;
const ZONE_LINE_MESSAGE = msg('distribution.zoneLine');
const ZONE_FEE_MESSAGE = msg('distribution.zoneFee');
/** 'zips: dollars' a line → zones in cents (the farmer's form); JSON zones pass through. */
function zoneLines(v: unknown) {
  if (typeof v !== 'string') return v;
  return v
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = ZONE_LINE.exec(l);
      if (!m) return { postalCodes: [], feeCents: 0 };
      const fee = m[2]!.replace(/^\$/, '').trim();
      return {
        postalCodes: m[1]!.split(/[\s,]+/).filter(Boolean),
        feeCents: /^\d+(\.\d{1,2})?$/.test(fee) ? Math.round(Number(fee) * 100) : -1,
      };
    });
}
/** Delivery zones (issue 18.4): a zip's zone fee replaces the flat fee; a zip belongs to one zone. */
export const deliveryZonesSchema = z.preprocess(
  zoneLines,
  z
    .array(
      z.object(
        {
          postalCodes: z.array(zip).min(1, ZONE_LINE_MESSAGE),
          feeCents: z
            .number({ error: ZONE_FEE_MESSAGE })
            .int(ZONE_FEE_MESSAGE)
            .min(0, ZONE_FEE_MESSAGE)
            .max(10_000_000, ZONE_FEE_MESSAGE),
        },
        { error: ZONE_LINE_MESSAGE },
      ),
    )
    .max(50, msg('distribution.zonesMax', { n: 50 }))
    .superRefine((zones, ctx) => {
      const seen = new Set<string>();
      for (const z of zones)
        for (const code of z.postalCodes) {
          if (seen.has(code))
            ctx.addIssue({ code: 'custom', message: msg('distribution.zipInTwoZones', { zip: code }) });
          seen.add(code);
        }
    }),
);
export const SLOT_CAPACITY_RULE = msg('distribution.slotCapacity');

/** A distribution (SPEC 3): pickup at the farm or a market, delivery, or shipping, with its order window. */
export const distributionSchema = z
  .object({
    selectPickDel: z.coerce.number().refine(isDistributionType, msg('distribution.kind')),
    marketId: z.preprocess(blank, idField(NOT_FOUND.market).nullable().default(null)),
    deliveryFor: z.preprocess(blank, z.coerce.number().int().min(1).max(3).nullable().default(null)),
    deliveryPostalCodes: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
      z
        .array(zip)
        .max(500, msg('distribution.zipsMax', { n: 500 }))
        .default([]),
    ),
    flatFeeCents: z.preprocess(blank, cents('flatFeeCents').nullable().default(null)),
    deliveryFeeCentsPerMile: z.preprocess(blank, cents('deliveryFeeCentsPerMile').nullable().default(null)),
    radiusMiles: z.preprocess(blank, z.coerce.number().int().min(1).max(500).nullable().default(null)),
    deliveryZones: z.preprocess((v) => (v == null ? [] : v), deliveryZonesSchema),
    freeDeliveryOverCents: z.preprocess(blank, cents('freeDeliveryOverCents').nullable().default(null)),
    /** Issue 18: the most orders each pickup slot / delivery day takes per order window; empty: no cap. */
    slotCapacity: z.preprocess(
      blank,
      z.coerce
        .number({ error: SLOT_CAPACITY_RULE })
        .int(SLOT_CAPACITY_RULE)
        .min(1, SLOT_CAPACITY_RULE)
        .max(10_000, SLOT_CAPACITY_RULE)
        .nullable()
        .default(null),
    ),
    pickups: z
      .array(
        z.object({
          day: windowPointSchema.shape.day,
          time: z
            .array(z.object({ startTime: clock12, endTime: clock12 }))
            .min(1, msg('distribution.pickupTime')),
        }),
      )
      .max(7)
      .default([]),
    deliveries: z
      .array(
        z.object({
          day: windowPointSchema.shape.day,
          time: text().trim().min(1, msg('distribution.deliveryTime')).max(40),
          feeCents: cents('feeCents').default(0),
        }),
      )
      .max(14)
      .default([]),
    placeOrderOpen: windowPointSchema,
    placeOrderClose: windowPointSchema,
    timeZone: timeZoneField(DEFAULT_TIME_ZONE),
  })
  .superRefine((v, ctx) => {
    const window = windowProblem(v.placeOrderOpen, v.placeOrderClose);
    if (window) ctx.addIssue({ code: 'custom', path: ['placeOrderClose'], message: window });
    if (v.selectPickDel === DistributionType.Pickup && v.pickups.length === 0)
      ctx.addIssue({ code: 'custom', path: ['pickups'], message: msg('distribution.pickupsRequired') });
    if (v.selectPickDel === DistributionType.Delivery && v.deliveries.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveries'],
        message: msg('distribution.deliveriesRequired'),
      });
    if (v.selectPickDel !== DistributionType.Pickup && v.deliveryPostalCodes.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryPostalCodes'],
        message: msg('distribution.zipsRequired'),
      });
    const served = new Set(v.deliveryPostalCodes);
    const outside = v.deliveryZones.flatMap((z) => z.postalCodes).find((c) => !served.has(c));
    if (outside)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryZones'],
        message: msg('distribution.zoneZipNotServed', { zip: outside }),
      });
  });
export type DistributionInput = z.output<typeof distributionSchema>;

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

/** The farm profile form of the farmer portal (SPEC 3 Farm). The address is geocoded on save. */
export const farmProfileSchema = z.object({
  farmName: requiredText(msg('farmProfile.nameRequired'), { length: 100 }),
  shortInfo: optionalText(300),
  infoAboutFarm: optionalText(5000, undefined, { multiline: true }),
  infoAboutFarmer: optionalText(5000, undefined, { multiline: true }),
  // Issue 32.4: the same in the farmer's own Spanish, optional.
  shortInfoEs: optionalText(300),
  infoAboutFarmEs: optionalText(5000, undefined, { multiline: true }),
  infoAboutFarmerEs: optionalText(5000, undefined, { multiline: true }),
  addressLine1: requiredText(ADDRESS_MESSAGES.line1, { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText(ADDRESS_MESSAGES.city, { length: 50 }),
  state: requiredText(ADDRESS_MESSAGES.state, { length: 100 }),
  postalCode: zipField(),
  certifiedOrganic: flag,
  nofa: flag,
});
export type FarmProfileInput = z.output<typeof farmProfileSchema>;
