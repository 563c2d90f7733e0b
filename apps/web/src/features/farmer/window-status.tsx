import { formatOrderDate, type WindowPreview } from '@lfm/core';
import { useT, type Locale } from '../../lib/i18n';

/** The date and time without the year ('Sunday November 29th, 6:00am'; 'domingo, 29 de noviembre, 6:00 a.m.'). */
const atTime = (iso: string, locale: Locale) => formatOrderDate(iso, locale).replace(/( de)? \d{4},/, ',');
/** The preview's close is the first closed minute; buyers can order through the minute before it. */
const lastMinute = (iso: string, locale: Locale) =>
  atTime(new Date(new Date(iso).getTime() - 60_000).toISOString(), locale);

/** 'Open now: closes …' / 'Closed: opens …', from the server's preview. */
export function WindowStatus({ preview }: { preview: WindowPreview }) {
  const t = useT();
  const { nextOpenAt, nextCloseAt } = preview;
  return preview.isOpen ? (
    <span className="text-leaf-dark">
      <strong>{t('farmer.window.openNow')}</strong>
      {nextCloseAt ? `: ${t('farmer.window.ordersUntil', { time: lastMinute(nextCloseAt, t.locale) })}` : ''}
    </span>
  ) : (
    <span className="text-soil-muted">
      <strong className="text-soil">{t('farmer.window.closed')}</strong>
      {nextOpenAt ? `: ${t('farmer.window.opens', { time: atTime(nextOpenAt, t.locale) })}` : ''}
      {nextCloseAt ? `, ${t('farmer.window.until', { time: lastMinute(nextCloseAt, t.locale) })}` : ''}
    </span>
  );
}
