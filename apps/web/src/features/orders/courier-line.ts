// The order's words live in core, shared with its PDF and emails (issue 15).
export {
  HARVEST_STATUSES as HARVEST_STATUS,
  ORDER_STATUS_LABELS as ORDER_STATUS,
  courierLine,
  handOverLabel,
  paymentLabel,
} from '@lfm/core';

export const trackingUrl = (n: string) =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`;
