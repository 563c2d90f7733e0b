import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { useT } from '../../lib/i18n';

/** An order page whose order is missing from the address or is not the buyer's: the way to all their orders. */
export function OrderNotFound({ title }: { title: string }) {
  const t = useT();
  return (
    <Page title={title}>
      <EmptyState
        message={t('orders.notFound')}
        action={
          <Link to="/orders" className={buttonClass('secondary')}>
            {t('orders.yourOrders')}
          </Link>
        }
      />
    </Page>
  );
}
