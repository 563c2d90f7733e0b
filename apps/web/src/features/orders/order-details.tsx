import { Download, ExternalLink, Megaphone } from 'lucide-react';
import { formatCents, formatOrderDate, type OrderDto } from '@lfm/core';
import { ordersApi } from '@lfm/core/routes';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { FeeRows } from '../../components/fee-rows';
import { HARVEST_STATUS, ORDER_STATUS, courierLine, paymentLabel, trackingUrl } from './courier-line';
import { PickupCode } from './pickup-code';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

/** One order: per farm, how it comes, what is in it, harvest status, tracking links and its PDF. */
export function OrderDetails({ order }: { order: OrderDto }) {
  const t = useT();
  const shippingCents = order.buyList
    .filter((g) => g.courierType === 'Shipping')
    .reduce((s, g) => s + g.deliveryFeesCents, 0);
  return (
    <div className="flex flex-col gap-4 text-soil">
      <p className="text-soil-muted">
        {t('orders.placed', { orderDate: formatOrderDate(order.created, t.locale) })}{' '}
        {t.text(ORDER_STATUS[order.status] ?? order.status)}
      </p>
      <p>
        {t('orders.payment')} <strong className="tabular">{paymentLabel(order, t.locale)}</strong>
      </p>
      {order.pickupRef && !order.buyList.every((g) => g.pickedUpAt || g.courierType !== 'Pickup') && (
        <PickupCode orderId={order._id} pickupRef={order.pickupRef} />
      )}
      {order.buyList.map((g) => (
        <section key={g._id} className="rounded-lg border border-line p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold">{g.farmName}</h3>
              <p className="text-sm text-soil-muted">{courierLine(g, t.locale)}</p>
              <p className="text-sm">
                {t('orders.harvestStatus')}{' '}
                <strong>{t.text(HARVEST_STATUS[g.harvestStatus] ?? 'Pending')}</strong>
                {g.pickedUpAt && (
                  <>
                    {' '}
                    · <strong className="text-leaf">{t('orders.pickedUp')}</strong>{' '}
                    {formatOrderDate(g.pickedUpAt, t.locale)}
                  </>
                )}
              </p>
            </div>
          </div>
          {g.messages.map((m) => (
            <div
              key={m._id}
              role="note"
              aria-label={t('orders.messageFrom', { name: m.fromName })}
              className="mt-3 flex gap-2 rounded-lg border border-harvest/40 bg-harvest-tint p-3 text-sm"
            >
              <Megaphone className="mt-0.5 size-4 shrink-0 text-soil" aria-hidden />
              <div>
                <p className="whitespace-pre-wrap text-soil">{m.body}</p>
                <p className="mt-1 text-soil-muted">
                  {m.fromName} · {formatOrderDate(m.sentAt, t.locale)}
                </p>
              </div>
            </div>
          ))}
          <ul className="mt-3 space-y-1">
            {g.productList.map((l) => (
              <li key={l._id} className="tabular flex justify-between gap-3">
                <span>
                  {l.productQuantity} × {ownWords(t.locale, l.productName, l.productNameEs)}
                  {l.variety && <span className="text-soil-muted"> ({l.variety})</span>}
                </span>
                <span>{formatCents(l.productPriceCents * l.productQuantity)}</span>
              </li>
            ))}
          </ul>
          {g.trackingInfo.length > 0 && (
            <p className="mt-2 flex flex-wrap gap-3 text-sm">
              {g.trackingInfo.map((tr) => (
                <a
                  key={tr.trackingNumber}
                  href={trackingUrl(tr.trackingNumber)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-leaf hover:underline"
                >
                  {t('orders.track', { trackingNumber: tr.trackingNumber })}{' '}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              ))}
            </p>
          )}
        </section>
      ))}
      <dl className="tabular ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1">
        <dt>{t('orders.subtotal')}</dt>
        <dd className="text-right">{formatCents(order.amountCents)}</dd>
        <FeeRows deliveryCents={order.deliveryFeesCents - shippingCents} shippingCents={shippingCents} />
        <dt className="font-semibold">{t('orders.total')}</dt>
        <dd className="text-right font-semibold">{formatCents(order.totalPriceCents)}</dd>
      </dl>
      {/* Issue 15: one PDF of the whole order, order-N.pdf, as the receipt email attaches it. */}
      <Button
        variant="secondary"
        size="sm"
        className="self-end"
        onClick={() => void download(fileUrl(ordersApi.orderPdf, { orderId: order._id }))}
      >
        <Download className="size-4" aria-hidden /> {t('orders.downloadPdf')}
        <span className="sr-only"> {t('orders.ofOrder', { _id: order._id })}</span>
      </Button>
    </div>
  );
}
