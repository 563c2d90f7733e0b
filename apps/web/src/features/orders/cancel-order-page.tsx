import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useCancelOrder, useOrder } from '../../api/orders';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';
import { useT } from '../../lib/i18n';

/** /cancleorder?orderId=…: a buyer cancels while the farms' order windows are open (restock and refund). */
export default function CancelOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const orderId = Number(params.get('orderId')) || null;
  const { data: order, isPending, isError } = useOrder(orderId);
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);

  if (!isLoggedIn)
    return (
      <Page title={t('orders.cancelOrder')}>
        <EmptyState message={t('error.notSignedIn')} />
      </Page>
    );
  if (!orderId || isError) return <OrderNotFound title={t('orders.cancelOrder')} />;
  return (
    <Page title={t('orders.cancelTitle', { orderId })}>
      {isPending || !order ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          {order.status === '3' ? (
            <Alert tone="info">{t('order.alreadyCancelled')}</Alert>
          ) : order.canCancel ? (
            <Alert tone="info">{t('orders.youCanCancelThis')}</Alert>
          ) : (
            <Alert tone="error">{t('order.cancelWindowClosed')}</Alert>
          )}
          <OrderDetails order={order} />
          <div className="flex gap-3">
            <Link to="/orders" className={buttonClass('secondary')}>
              {t('orders.backToOrders')}
            </Link>
            {order.canCancel && (
              <Button variant="destructive" onClick={() => setAsking(true)}>
                {t('orders.cancelOrder')}
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('orders.areYouSureYou')}
        cancelLabel={t('common.no')}
        confirmLabel={t('orders.yesCancel')}
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
