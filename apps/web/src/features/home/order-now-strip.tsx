import { Link } from 'react-router';
import { Package, Store, Truck } from 'lucide-react';

const WAYS = [
  { type: 'pickup', label: 'Pick Up', hint: 'At a farm, market or pop-up', Icon: Store },
  { type: 'delivery', label: 'Delivery', hint: 'From farms that deliver to your zip', Icon: Truck },
  { type: 'shipping', label: 'Shipping', hint: 'Shipped straight from the farm', Icon: Package },
] as const;

/**
 * Where the SPEC 2 order-now block (Pick Up / Delivery / Shipping tabs with the zip filter) goes; the catalog
 * issue replaces these three links with it.
 */
export function OrderNowStrip() {
  return (
    <section
      aria-labelledby="order-now-heading"
      id="order-now"
      className="relative z-10 mx-auto -mt-8 w-full max-w-[1200px] px-4 sm:px-6"
    >
      <div className="rounded-xl border border-line bg-white p-5 shadow-[0_10px_30px_-12px_rgba(43,38,32,0.25)] sm:p-6">
        <h2 id="order-now-heading" className="mb-4 text-2xl">
          How would you like your food?
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {WAYS.map(({ type, label, hint, Icon }) => (
            <li key={type}>
              <Link
                to={`/order-now?type=${type}`}
                className="group flex h-full items-center gap-4 rounded-xl border border-line p-4 transition-colors hover:border-leaf hover:bg-leaf-tint/60"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-harvest-tint text-harvest-dark group-hover:bg-white">
                  <Icon className="size-6" strokeWidth={1.75} aria-hidden />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-soil">{label}</span>
                  <span className="block text-sm text-soil-muted">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
