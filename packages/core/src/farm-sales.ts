/**
 * The farmer's sales at a glance (issue 18.5): weekly sales, top items, the pick-up / delivery /
 * shipping split, and the orders CSV for a date range.
 */
import { msg } from './i18n/translate';
import { z } from 'zod';

export const SALES_WEEKS = 12;
export const TOP_ITEMS = 5;

export const weekSalesSchema = z.object({
  weekStart: z
    .string()
    .meta({ description: "Monday of the week, YYYY-MM-DD, in the marketplace's time zone." }),
  orders: z.number().int(),
  salesCents: z.number().int(),
});
export type WeekSalesDto = z.infer<typeof weekSalesSchema>;
export const topItemSchema = z.object({
  productName: z.string(),
  quantity: z.number(),
  salesCents: z.number().int(),
});
export type TopItemDto = z.infer<typeof topItemSchema>;
export const courierSplitSchema = z.object({
  courierType: z.enum(['Pickup', 'Delivery', 'Shipping']),
  orders: z.number().int(),
  salesCents: z.number().int(),
});
export type CourierSplitDto = z.infer<typeof courierSplitSchema>;
/** farmer/sales: the last SALES_WEEKS weeks, the TOP_ITEMS best sellers and the courier split. */
export const farmSalesSchema = z
  .object({
    weeks: z.array(weekSalesSchema),
    topItems: z.array(topItemSchema),
    split: z.array(courierSplitSchema),
  })
  .meta({
    examples: [
      {
        weeks: [{ weekStart: '2026-11-16', orders: 14, salesCents: 61250 }],
        topItems: [{ productName: 'Salad mix', quantity: 31, salesCents: 15500 }],
        split: [
          { courierType: 'Pickup', orders: 10, salesCents: 40250 },
          { courierType: 'Delivery', orders: 4, salesCents: 21000 },
          { courierType: 'Shipping', orders: 0, salesCents: 0 },
        ],
      },
    ],
  });
export type FarmSalesDto = z.infer<typeof farmSalesSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) =>
  DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** Which date a calendar date field is: how its messages name it ('From date ...', 'Payment date ...'). */
export type DateFieldName = 'from' | 'to' | 'payment' | 'period';
/** A calendar date field, YYYY-MM-DD. */
export const calendarDateField = (which: DateFieldName) => {
  const label = msg(`field.${which}Date`);
  return z
    .string({ error: msg('validation.required', { label }) })
    .trim()
    .refine(isDate, msg('validation.dateFormat', { label }));
};

export const FROM_AFTER_TO = msg('validation.fromAfterTo');
/** The From and To fields of a period (both days included). */
export const periodFields = { from: calendarDateField('from'), to: calendarDateField('to') };
/** GET farmer/orders/export: orders placed from `from` to `to`, both days included (market time). */
export const ordersExportQuerySchema = z
  .object(periodFields)
  .refine((v) => v.from <= v.to, { message: FROM_AFTER_TO, path: ['to'] });
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;
