import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useOrder } from '../../api/orders';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/page';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';
import { useT } from '../../lib/i18n';

/** /ordernumber?orderId=…: the order just placed. */
export default function OrderNumberPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || null;
  const { data: order, isPending, isError } = useOrder(orderId);
  if (!orderId || isError) return <OrderNotFound title={t('orders.yourOrder')} />;
  return (
    <Page
      title={t('orders.yourOrder')}
      heading={
        <h1 className="mb-6 flex items-center gap-3 text-3xl text-soil sm:text-4xl">
          <CircleCheck className="size-8 text-leaf" aria-hidden /> {t('orders.order', { orderId: orderId })}
        </h1>
      }
    >
      {isPending || !order ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="max-w-3xl">
          <OrderDetails order={order} />
          <div className="mt-6 flex gap-3">
            <Link to="/orders" className={buttonClass('secondary')}>
              {t('orders.allYourOrders')}
            </Link>
            <Link to="/order-now" className={buttonClass('primary')}>
              {t('orders.keepShopping')}
            </Link>
          </div>
        </div>
      )}
    </Page>
  );
}
