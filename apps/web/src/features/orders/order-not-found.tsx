import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';

/** An order page whose order is missing from the address or is not the buyer's: the way to all their orders. */
export function OrderNotFound({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState
        message="We could not find that order. Your orders are all listed on the Orders page."
        action={
          <Link to="/orders" className={buttonClass('secondary')}>
            Your orders
          </Link>
        }
      />
    </Page>
  );
}
