import { formatCents } from '@lfm/core';
import { useFarmerDashboard } from '../../api/farmer-dashboard';
import { useT } from '../../lib/i18n';
import { SalesPanel } from './sales-panel';

/** Orders and sales of the current and the last order window; items low in stock. */
export default function FarmerDashboardPage() {
  const t = useT();
  const { data } = useFarmerDashboard();
  if (!data) return <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {(
          [
            ['farmer.window.current', data.current],
            ['farmer.window.last', data.last],
          ] as const
        ).map(([label, p]) => (
          <section key={label} className="rounded-xl border border-line bg-white p-5">
            <h2 className="text-lg text-soil">{t(label)}</h2>
            {/* Issue 15: each figure says what it is. */}
            <dl className="mt-2 grid grid-cols-2 gap-2">
              <div>
                <dt className="text-sm text-soil-muted">{t('farmer.dashboard.sales')}</dt>
                <dd className="tabular text-3xl font-semibold text-soil">
                  {formatCents(p.salesCents, t.locale)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-soil-muted">{t('farmer.orders')}</dt>
                <dd className="tabular text-3xl font-semibold text-soil">{p.orders}</dd>
              </div>
            </dl>
          </section>
        ))}
        <section className="rounded-xl border border-line bg-white p-5">
          <h2 className="text-lg text-soil">{t('farmer.dashboard.lowStock')}</h2>
          {data.lowStock.length === 0 ? (
            <p className="mt-2 text-soil-muted">{t('farmer.dashboard.nothingLow')}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-soil">
              {data.lowStock.map((i) => (
                <li key={i._id}>
                  {t('farmer.dashboard.lowStockItem', {
                    item: i.itemName,
                    consumer: i.maximumConsumerQuantity,
                    wholesale: i.maximumWholesaleQuantity,
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <SalesPanel />
    </>
  );
}
