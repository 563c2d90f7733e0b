import { useFarmerDashboard } from '../../api/farmer';
import { SalesPanel } from './sales-panel';

/** Orders and sales of the current and the last order window; items low in stock. */
export default function FarmerDashboardPage() {
  const { data } = useFarmerDashboard();
  if (!data) return <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {(
          [
            ['This order window', data.current],
            ['Last order window', data.last],
          ] as const
        ).map(([label, p]) => (
          <section key={label} className="rounded-xl border border-line bg-white p-5">
            <h2 className="text-lg text-soil">{label}</h2>
            <p className="tabular mt-2 text-3xl font-semibold text-soil">{p.sales}</p>
            <p className="text-soil-muted">
              {p.orders} order{p.orders === 1 ? '' : 's'}
            </p>
          </section>
        ))}
        <section className="rounded-xl border border-line bg-white p-5">
          <h2 className="text-lg text-soil">Low in stock</h2>
          {data.lowStock.length === 0 ? (
            <p className="mt-2 text-soil-muted">Nothing is running low.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-soil">
              {data.lowStock.map((i) => (
                <li key={i._id}>
                  {i.itemName}: {i.maximumConsumerQuantity} / {i.maximumWholesaleQuantity} left
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
