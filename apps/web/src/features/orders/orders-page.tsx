import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatCents, formatOrderDate, subscriptionText, type OrderDto } from '@lfm/core';
import { useCancelSubscription, useOrders } from '../../api/orders';
import { Button, buttonClass } from '../../components/button';
import { Modal } from '../../components/modal';
import { Page } from '../../components/page';
import { HARVEST_STATUS, ORDER_STATUS, handOverLabel } from './courier-line';
import { OrderDetails } from './order-details';

const th = 'py-2 pr-4 text-left text-sm font-semibold text-soil-muted';
const td = 'py-3 pr-4 align-top';
/** A phone's card cell: its column's name above the value. */
const card =
  'max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-normal max-sm:before:text-soil-muted max-sm:before:content-[attr(data-label)]';

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
          {/* Issue 15: no empty Subscriptions section above the orders. */}
          {!!data?.subscriptions.length && (
            <section aria-labelledby="subs">
              <h2 id="subs" className="mb-3 text-2xl text-soil">
                Subscriptions
              </h2>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[640px] text-soil">
                  <thead>
                    <tr className="border-b border-line">
                      <th className={th}>Product</th>
                      <th className={th}>Quantity</th>
                      <th className={th}>Price</th>
                      <th className={th}>Schedule</th>
                      <th className={th}>Started</th>
                      <th className={th}>Status</th>
                      <th className={th}>Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.subscriptions.map((s) => (
                      <tr key={s.id} className="border-b border-line">
                        <td className={td}>{s.productName}</td>
                        <td className={`${td} tabular`}>
                          {s.quantity} {s.productUnit}
                        </td>
                        <td className={`${td} tabular`}>{formatCents(s.unitAmountCents * s.quantity)}</td>
                        <td className={td}>{subscriptionText(s.interval, s.intervalCount)}</td>
                        <td className={`${td} text-sm`}>{formatOrderDate(s.created)}</td>
                        <td className={td}>{s.status}</td>
                        <td className={td}>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={s.status === 'canceled' || cancel.isPending}
                            onClick={() =>
                              cancel.mutate(s.id, { onSuccess: ({ message }) => toast.success(message) })
                            }
                          >
                            Cancel<span className="sr-only"> subscription to {s.productName}</span>
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          <section aria-labelledby="orders">
            <h2 id="orders" className="mb-3 text-2xl text-soil">
              Orders
            </h2>
            {!data?.orders.length ? (
              <div className="flex flex-wrap items-center gap-4 rounded-lg bg-cream p-4">
                <p className="text-soil-muted">No orders placed yet</p>
                <Link to="/order-now" className={buttonClass('secondary', 'sm')}>
                  Order Now
                </Link>
              </div>
            ) : (
              <div className="sm:overflow-x-auto">
                {/* On a phone each order is a card: the row's cells stack, each with its column's name. */}
                <table className="w-full text-soil max-sm:block sm:min-w-[720px]">
                  <thead className="max-sm:sr-only">
                    <tr className="border-b border-line">
                      <th className={th}>Order</th>
                      <th className={th}>Date</th>
                      <th className={th}>Farms</th>
                      <th className={th}>Pick up or delivery</th>
                      <th className={th}>Status</th>
                      <th className={th}>Harvest</th>
                      <th className={th}>Total</th>
                      <th className={th}>Details</th>
                    </tr>
                  </thead>
                  <tbody className="max-sm:grid max-sm:gap-3">
                    {data.orders.map((o) => (
                      <tr
                        key={o._id}
                        className="border-b border-line max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-4"
                      >
                        <td className={`${td} ${card} tabular font-semibold`} data-label="Order">
                          #{o._id}
                        </td>
                        <td className={`${td} ${card} text-sm`} data-label="Date">
                          {formatOrderDate(o.created)}
                        </td>
                        <td className={`${td} ${card} max-sm:col-span-2`} data-label="Farms">
                          {[...new Set(o.buyList.map((g) => g.farmName))].join(', ')}
                        </td>
                        <td className={`${td} ${card} max-sm:col-span-2`} data-label="Pick up or delivery">
                          {[...new Set(o.buyList.map(handOverLabel))].map((label) => (
                            <span key={label} className="block whitespace-nowrap">
                              {label}
                            </span>
                          ))}
                        </td>
                        <td className={`${td} ${card}`} data-label="Status">
                          {ORDER_STATUS[o.status] ?? o.status}
                        </td>
                        <td className={`${td} ${card}`} data-label="Harvest">
                          {HARVEST_STATUS[o.harvestStatus] ?? 'Pending'}
                        </td>
                        <td className={`${td} ${card} tabular`} data-label="Total">
                          {formatCents(o.totalPriceCents)}
                        </td>
                        <td className={`${td} max-sm:self-end max-sm:justify-self-end max-sm:py-1`}>
                          <Button size="sm" variant="ghost" onClick={() => setOpen(o)}>
                            View<span className="sr-only"> order #{o._id}</span>
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
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
