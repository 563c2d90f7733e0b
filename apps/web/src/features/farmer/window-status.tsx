import { formatOrderDate, type WindowPreview } from '@lfm/core';

const atTime = (iso: string) => formatOrderDate(iso).replace(/ \d{4},/, ',');
/** The preview's close is the first closed minute; buyers can order through the minute before it. */
const lastMinute = (iso: string) => atTime(new Date(new Date(iso).getTime() - 60_000).toISOString());

/** 'Open now: closes …' / 'Closed: opens …', from the server's preview. */
export function WindowStatus({ preview }: { preview: WindowPreview }) {
  return preview.isOpen ? (
    <span className="text-leaf-dark">
      <strong>Open now</strong>
      {preview.nextCloseAt ? `: orders until ${lastMinute(preview.nextCloseAt)}` : ''}
    </span>
  ) : (
    <span className="text-soil-muted">
      <strong className="text-soil">Closed</strong>
      {preview.nextOpenAt ? `: opens ${atTime(preview.nextOpenAt)}` : ''}
      {preview.nextCloseAt ? `, until ${lastMinute(preview.nextCloseAt)}` : ''}
    </span>
  );
}
