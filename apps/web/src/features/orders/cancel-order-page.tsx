import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CANCEL_WINDOW_CLOSED, NOT_SIGNED_IN, ORDER_ALREADY_CANCELLED } from '@lfm/core';
import { useCancelOrder, useOrder } from '../../api/orders';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';

/** /cancleorder?orderId=…: a buyer cancels while the farms' order windows are open (restock and refund). */
export default function CancelOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const orderId = Number(params.get('orderId')) || null;
  const { data: order, isPending, isError } = useOrder(orderId);
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);

  if (!isLoggedIn)
    return (
      <Page title="Cancel order">
        <EmptyState message={NOT_SIGNED_IN} />
      </Page>
    );
  if (!orderId || isError) return <OrderNotFound title="Cancel order" />;
  return (
    <Page title={`Cancel order #${orderId}`}>
      {isPending || !order ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          {order.status === '3' ? (
            <Alert tone="info">{ORDER_ALREADY_CANCELLED}</Alert>
          ) : order.canCancel ? (
            <Alert tone="info">
              You can cancel this order while the farms are still taking orders. The products go back on sale
              and your payment is refunded.
            </Alert>
          ) : (
            <Alert tone="error">{CANCEL_WINDOW_CLOSED}</Alert>
          )}
          <OrderDetails order={order} />
          <div className="flex gap-3">
            <Link to="/orders" className={buttonClass('secondary')}>
              Back to orders
            </Link>
            {order.canCancel && (
              <Button variant="destructive" onClick={() => setAsking(true)}>
                Cancel order
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Are you sure you want to cancel this order?"
        cancelLabel="No"
        confirmLabel="Yes, cancel it"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(orderId!, {
            onSuccess: ({ message }) => {
              toast.success(message);
              void navigate('/orders');
            },
            onSettled: () => setAsking(false),
          })
        }
      />
    </Page>
  );
}
