import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  formatCents,
  formatOrderDate,
  subscriptionText,
  type OrderDto,
  type SubscriptionDto,
} from '@lfm/core';
import { useCancelSubscription, useOrders } from '../../api/orders';
import { Button, buttonClass } from '../../components/button';
import { Modal } from '../../components/modal';
import { Page } from '../../components/page';
import { Table, type Column } from '../../components/table';
import { HARVEST_STATUS, ORDER_STATUS, handOverLabel } from './courier-line';
import { OrderDetails } from './order-details';
import { useT, type Translate } from '../../lib/i18n';

function subscriptionColumns(
  t: Translate,
  onCancel: (s: SubscriptionDto) => void,
  cancelling: boolean,
): Column<SubscriptionDto>[] {
  return [
    {
      header: t('table.product'),
      cell: (s) => s.productName,
      phone: 'title',
      className: 'max-mobile:font-semibold',
    },
    {
      header: t('table.quantity'),
      cell: (s) => `${s.quantity} ${t.text(s.productUnit)}`,
      className: 'tabular',
    },
    {
      header: t('receipt.price'),
      cell: (s) => formatCents(s.unitAmountCents * s.quantity),
      className: 'tabular',
    },
    { header: t('orders.schedule'), cell: (s) => subscriptionText(s.interval, s.intervalCount, t.locale) },
    { header: t('orders.started'), cell: (s) => formatOrderDate(s.created, t.locale), className: 'text-sm' },
    { header: t('orders.status'), cell: (s) => t('orders.subscriptionStatus', { status: s.status }) },
    {
      header: t('orders.action'),
      phone: 'action',
      cell: (s) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={s.status === 'canceled' || s.status === 'canceling' || cancelling}
          onClick={() => onCancel(s)}
          className="max-mobile:w-full"
        >
          {t('orders.cancel')}
          <span className="sr-only"> {t('orders.subscriptionTo', { productName: s.productName })}</span>
        </Button>
      ),
    },
  ];
}

/** SPEC 2 Orders: the farms of an order, each once, and each way it is handed over. */
function orderColumns(t: Translate, onView: (o: OrderDto) => void): Column<OrderDto>[] {
  return [
    {
      header: t('orders.orderHeader'),
      cell: (o) => `#${o._id}`,
      phone: 'title',
      className: 'tabular font-semibold',
    },
    { header: t('orders.date'), cell: (o) => formatOrderDate(o.created, t.locale), className: 'text-sm' },
    { header: t('nav.farms'), cell: (o) => [...new Set(o.buyList.map((g) => g.farmName))].join(', ') },
    {
      header: t('orders.howHeader'),
      cell: (o) =>
        [...new Set(o.buyList.map((g) => handOverLabel(g, t.locale)))].map((label) => (
          // One hand-over a line in the table; on a phone's card a long one ('Recoger el mar, 1 de diciembre…')
          // wraps within the card.
          <span key={label} className="block mobile:whitespace-nowrap">
            {label}
          </span>
        )),
    },
    { header: t('orders.status'), cell: (o) => t.text(ORDER_STATUS[o.status] ?? o.status) },
    { header: t('orders.harvest'), cell: (o) => t.text(HARVEST_STATUS[o.harvestStatus] ?? 'Pending') },
    { header: t('receipt.total'), cell: (o) => formatCents(o.totalPriceCents), className: 'tabular' },
    {
      header: t('orders.details'),
      phone: 'action',
      cell: (o) => (
        <Button size="sm" variant="ghost" onClick={() => onView(o)} className="max-mobile:w-full">
          {t('orders.view')}
          <span className="sr-only"> {t('orders.order2', { _id: o._id })}</span>
        </Button>
      ),
    },
  ];
}

/** SPEC 2 Orders: subscriptions and orders, newest first, with a details modal. */
export default function OrdersPage() {
  const t = useT();
  const { data, isPending } = useOrders();
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState<OrderDto | null>(null);

  return (
    <Page title={t('nav.orders')}>
      {isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="flex flex-col gap-10">
          {/* Issue 15: the page's h1 names the orders, so they come first under it with no second
              'Orders' heading; subscriptions follow under their own h2, and only when there are some. */}
          <Table
            caption={t('nav.orders')}
            columns={orderColumns(t, setOpen)}
            rows={data?.orders ?? []}
            rowKey={(o) => o._id}
            cards
            className="mobile:min-w-[720px]"
            empty={
              <div className="flex flex-wrap items-center gap-4 rounded-lg bg-cream p-4">
                <p className="text-soil-muted">{t('orders.noOrdersPlacedYet')}</p>
                <Link to="/order-now" className={buttonClass('secondary', 'sm')}>
                  {t('home.orderNow')}
                </Link>
              </div>
            }
          />

          {!!data?.subscriptions.length && (
            <section aria-labelledby="subs">
              <h2 id="subs" className="mb-3 text-2xl text-soil">
                {t('orders.subscriptions')}
              </h2>
              <Table
                caption={t('orders.subscriptions')}
                columns={subscriptionColumns(
                  t,
                  (s) => cancel.mutate(s.id, { onSuccess: ({ message }) => toast.success(message) }),
                  cancel.isPending,
                )}
                rows={data.subscriptions}
                rowKey={(s) => s.id}
                cards
                className="mobile:min-w-[640px]"
              />
            </section>
          )}
        </div>
      )}
      <Modal
        open={open != null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('orders.order', { orderId: open?._id ?? '' })}
        size="lg"
      >
        {open && <OrderDetails order={open} />}
        {open?.canCancel && (
          <div className="mt-4 flex justify-end">
            <Link to={`/cancleorder?orderId=${open._id}`} className={buttonClass('destructive', 'sm')}>
              {t('orders.cancelOrder')}
            </Link>
          </div>
        )}
      </Modal>
    </Page>
  );
}
