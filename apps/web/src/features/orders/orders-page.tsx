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

function subscriptionColumns(
  onCancel: (s: SubscriptionDto) => void,
  cancelling: boolean,
): Column<SubscriptionDto>[] {
  return [
    { header: 'Product', cell: (s) => s.productName, phone: 'title', className: 'max-mobile:font-semibold' },
    { header: 'Quantity', cell: (s) => `${s.quantity} ${s.productUnit}`, className: 'tabular' },
    { header: 'Price', cell: (s) => formatCents(s.unitAmountCents * s.quantity), className: 'tabular' },
    { header: 'Schedule', cell: (s) => subscriptionText(s.interval, s.intervalCount) },
    { header: 'Started', cell: (s) => formatOrderDate(s.created), className: 'text-sm' },
    { header: 'Status', cell: (s) => s.status },
    {
      header: 'Action',
      phone: 'action',
      cell: (s) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={s.status === 'canceled' || cancelling}
          onClick={() => onCancel(s)}
          className="max-mobile:w-full"
        >
          Cancel<span className="sr-only"> subscription to {s.productName}</span>
        </Button>
      ),
    },
  ];
}

/** SPEC 2 Orders: the farms of an order, each once, and each way it is handed over. */
function orderColumns(onView: (o: OrderDto) => void): Column<OrderDto>[] {
  return [
    { header: 'Order', cell: (o) => `#${o._id}`, phone: 'title', className: 'tabular font-semibold' },
    { header: 'Date', cell: (o) => formatOrderDate(o.created), className: 'text-sm' },
    { header: 'Farms', cell: (o) => [...new Set(o.buyList.map((g) => g.farmName))].join(', ') },
    {
      header: 'Pick up or delivery',
      cell: (o) =>
        [...new Set(o.buyList.map(handOverLabel))].map((label) => (
          <span key={label} className="block whitespace-nowrap">
            {label}
          </span>
        )),
    },
    { header: 'Status', cell: (o) => ORDER_STATUS[o.status] ?? o.status },
    { header: 'Harvest', cell: (o) => HARVEST_STATUS[o.harvestStatus] ?? 'Pending' },
    { header: 'Total', cell: (o) => formatCents(o.totalPriceCents), className: 'tabular' },
    {
      header: 'Details',
      phone: 'action',
      cell: (o) => (
        <Button size="sm" variant="ghost" onClick={() => onView(o)} className="max-mobile:w-full">
          View<span className="sr-only"> order #{o._id}</span>
        </Button>
      ),
    },
  ];
}

/** SPEC 2 Orders: subscriptions and orders, newest first, with a details modal. */
export default function OrdersPage() {
  const { data, isPending } = useOrders();
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState<OrderDto | null>(null);

  return (
    <Page title="Orders">
      {isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="flex flex-col gap-10">
          {/* Issue 15: the page's h1 names the orders, so they come first under it with no second
              'Orders' heading; subscriptions follow under their own h2, and only when there are some. */}
          <Table
            caption="Orders"
            columns={orderColumns(setOpen)}
            rows={data?.orders ?? []}
            rowKey={(o) => o._id}
            cards
            className="mobile:min-w-[720px]"
            empty={
              <div className="flex flex-wrap items-center gap-4 rounded-lg bg-cream p-4">
                <p className="text-soil-muted">No orders placed yet</p>
                <Link to="/order-now" className={buttonClass('secondary', 'sm')}>
                  Order Now
                </Link>
              </div>
            }
          />

          {!!data?.subscriptions.length && (
            <section aria-labelledby="subs">
              <h2 id="subs" className="mb-3 text-2xl text-soil">
                Subscriptions
              </h2>
              <Table
                caption="Subscriptions"
                columns={subscriptionColumns(
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
        title={`Order #${open?._id ?? ''}`}
        size="lg"
      >
        {open && <OrderDetails order={open} />}
        {open?.canCancel && (
          <div className="mt-4 flex justify-end">
            <Link to={`/cancleorder?orderId=${open._id}`} className={buttonClass('destructive', 'sm')}>
              Cancel order
            </Link>
          </div>
        )}
      </Modal>
    </Page>
  );
}
