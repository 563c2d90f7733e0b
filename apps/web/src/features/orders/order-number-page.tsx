import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useOrder } from '../../api/orders';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/page';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';

/** /ordernumber?orderId=…: the order just placed. */
export default function OrderNumberPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || null;
  const { data: order, isPending, isError } = useOrder(orderId);
  if (!orderId || isError) return <OrderNotFound title="Your order" />;
  return (
    <Page
      title="Your order"
      heading={
        <h1 className="mb-6 flex items-center gap-3 text-3xl text-soil sm:text-4xl">
          <CircleCheck className="size-8 text-leaf" aria-hidden /> Order #{orderId}
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
              All your orders
            </Link>
            <Link to="/order-now" className={buttonClass('primary')}>
              Keep shopping
            </Link>
          </div>
        </div>
      )}
    </Page>
  );
}
