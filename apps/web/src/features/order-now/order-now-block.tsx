import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useSession } from '../../lib/session';
import { DeliveryResults, PickupResults, ShippingResults } from './order-now-results';
import { OrderNowPanel } from './order-now-panel';
import { defaultOrderType, orderNowPath, type OrderType } from './order-type';
import { useT } from '../../lib/i18n';

const RESULTS = { pickup: PickupResults, delivery: DeliveryResults, shipping: ShippingResults } as const;
const noop = () => {};

/** SPEC 2 home: the order-now block with the first few results and a link to all of them. */
export function OrderNowBlock() {
  const t = useT();
  const { userType } = useSession();
  const [chosen, setChosen] = useState<OrderType | null>(null);
  const type = chosen ?? defaultOrderType(userType);
  const Results = RESULTS[type];
  const seeAll = (
    <Link
      to={orderNowPath(type)}
      className="inline-flex items-center gap-1.5 self-end font-semibold text-leaf hover:underline max-sm:hidden"
    >
      {t('orderNow.seeAll')}
      <span className="sr-only"> {t('orderNow.seeAllResults', { type })}</span>
      <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden />
    </Link>
  );
  return (
    <section
      aria-labelledby="order-now-heading"
      id="order-now"
      className="relative z-10 mx-auto -mt-8 w-full max-w-[1200px] px-4 sm:px-6"
    >
      <div className="rounded-xl border border-line bg-white p-5 shadow-[0_10px_30px_-12px_rgba(43,38,32,0.25)] sm:p-6">
        <div className="mb-4">
          <h2 id="order-now-heading" className="text-2xl mobile:text-3xl">
            {t('orderNow.heading')}
          </h2>
          <p className="mt-1 text-soil-muted">{t('orderNow.intro')}</p>
        </div>
        <OrderNowPanel type={type} onTypeChange={setChosen} aside={seeAll}>
          {(zip) => (
            <>
              <Results zip={zip} preview page={1} onPageChange={noop} onTypeChange={setChosen} />
              <Link
                to={orderNowPath(type)}
                className="mt-1 inline-flex items-center justify-center gap-1.5 self-center font-semibold text-leaf hover:underline sm:hidden"
              >
                {t('orderNow.seeAll')}
                <span className="sr-only"> {t('orderNow.seeAllResults', { type })}</span>
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden />
              </Link>
            </>
          )}
        </OrderNowPanel>
      </div>
    </section>
  );
}
