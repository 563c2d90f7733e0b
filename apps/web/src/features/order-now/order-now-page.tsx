import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { pageParam } from '../../components/use-paging';
import { useSession } from '../../lib/session';
import { DeliveryResults, PickupResults, ShippingResults } from './order-now-results';
import { OrderNowPanel } from './order-now-panel';
import { defaultOrderType, isOrderType, isWholesale, type OrderType } from './order-type';
import { WholesaleDelivery, type WholesaleFilters } from './wholesale-delivery';
import { useT } from '../../lib/i18n';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** SPEC 2 /order-now?type=pickup|delivery|shipping: every result, paged; wholesale delivery has its own list. */
export default function OrderNowPage() {
  const t = useT();
  const { userType } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const type: OrderType = isOrderType(asked) ? asked : defaultOrderType(userType);
  const page = pageParam(params);
  const wholesale: WholesaleFilters = {
    farmId: positive(params.get('farm')),
    category: positive(params.get('category')),
    view: params.get('view') === 'list' ? 'list' : 'cards',
    page,
  };

  const update = (next: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next))
          if (v === undefined || v === '' || (k === 'page' && v === 1)) merged.delete(k);
          else merged.set(k, String(v));
        return merged;
      },
      { preventScrollReset: true },
    );
  // A new way of buying starts from the first page with no farm or category chosen.
  const setType = (t: OrderType) => setParams({ type: t }, { preventScrollReset: true });
  const setPage = (p: number) => {
    update({ page: p });
    window.scrollTo({ top: 0 });
  };

  const results = (zip: string | null) => (
    <>
      {/* The results' heading, between the page's h1 and each result's h3. */}
      <h2 className="sr-only">{t(`orderNow.results.${type}`)}</h2>
      {resultsOf(zip)}
    </>
  );
  const resultsOf = (zip: string | null) => {
    const props = { zip, preview: false, page, onPageChange: setPage, onTypeChange: setType };
    if (type === 'pickup') return <PickupResults {...props} />;
    if (type === 'shipping') return <ShippingResults {...props} />;
    if (isWholesale(userType))
      return (
        <WholesaleDelivery
          zip={zip}
          filters={wholesale}
          onTypeChange={setType}
          onChange={(next) =>
            update({
              ...('farmId' in next && { farm: next.farmId }),
              ...('category' in next && { category: next.category }),
              ...('view' in next && { view: next.view === 'list' ? 'list' : undefined }),
              ...('page' in next && { page: next.page }),
            })
          }
        />
      );
    return <DeliveryResults {...props} />;
  };

  return (
    <Page
      title={t('home.orderNow')}
      heading={
        <div className="mb-6">
          <h1 className="text-3xl text-soil sm:text-4xl">{t('orderNow.orderNow')}</h1>
          <p className="mt-2 text-lg text-soil-muted">{t('orderNow.chooseHowYouWould')}</p>
        </div>
      }
    >
      <OrderNowPanel
        type={type}
        onTypeChange={setType}
        onZipChange={() => update({ page: undefined, farm: undefined })}
      >
        {results}
      </OrderNowPanel>
    </Page>
  );
}
