/** The next renewal: `count` days, weeks or months after `from` (months keep the day, clamped to the month's end). */
export function addInterval(from: Date, interval: string, count: number): Date {
  const d = new Date(from.getTime());
  const n = Math.max(1, count);
  switch (interval) {
    case 'day':
      d.setUTCDate(d.getUTCDate() + n);
      return d;
    case 'week':
      d.setUTCDate(d.getUTCDate() + 7 * n);
      return d;
    case 'month': {
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + n);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
      return d;
    }
    case 'year':
      return addInterval(from, 'month', 12 * n);
    default:
      throw new Error(`Unknown subscription interval: ${interval}`);
  }
}
