/**
 * The farmer's sales at a glance (issue 18.5): weekly sales, top items, the pick-up / delivery /
 * shipping split, and the orders CSV for a date range.
 */
import { z } from 'zod';

export const SALES_WEEKS = 12;
export const TOP_ITEMS = 5;

export interface WeekSalesDto {
  /** Monday of the week, YYYY-MM-DD, in the marketplace's time zone. */
  weekStart: string;
  orders: number;
  salesCents: number;
}
export interface TopItemDto {
  productName: string;
  quantity: number;
  salesCents: number;
}
export interface CourierSplitDto {
  courierType: 'Pickup' | 'Delivery' | 'Shipping';
  orders: number;
  salesCents: number;
}
export interface FarmSalesDto {
  weeks: WeekSalesDto[];
  topItems: TopItemDto[];
  split: CourierSplitDto[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) =>
  DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** A calendar date field, YYYY-MM-DD; `name` is how its messages call it ('From date ...'). */
export const calendarDateField = (name: string) =>
  z
    .string({ error: `${name} date is required.` })
    .trim()
    .refine(isDate, `${name} date must be a date like 2026-11-01.`);

/** GET farmer/orders/export: orders placed from `from` to `to`, both days included (market time). */
export const ordersExportQuerySchema = z
  .object({ from: calendarDateField('From'), to: calendarDateField('To') })
  .refine((v) => v.from <= v.to, { message: 'The From date must not be after the To date.', path: ['to'] });
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;
