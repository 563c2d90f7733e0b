import { ShoppingBasket, Tractor, Truck } from 'lucide-react';

const STEPS = [
  {
    Icon: Tractor,
    title: 'Discover local farms',
    text: 'Browse farms near you, read their stories and see how they grow.',
  },
  {
    Icon: ShoppingBasket,
    title: 'Shop seasonal food',
    text: 'Fill your cart with what’s fresh this week, from one farm or several.',
  },
  {
    Icon: Truck,
    title: 'Choose pick up, delivery or shipping',
    text: 'Collect at a farm or market, have it delivered, or get it shipped to your door.',
  },
];

/** SPEC 2: How it Works, three cards. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6">
      <div className="mb-8 max-w-2xl">
        <h2 id="how-heading" className="text-3xl mobile:text-4xl">
          How it works
        </h2>
        <p className="mt-2 text-lg text-soil-muted">From the farm to your kitchen in three steps.</p>
      </div>
      <ol className="grid gap-5 mobile:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, i) => (
          <li key={title} className="relative rounded-xl border border-line bg-white p-6 shadow-sm">
            <span
              className="absolute right-5 top-4 font-display text-5xl font-semibold text-leaf-tint"
              aria-hidden
            >
              {i + 1}
            </span>
            <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-leaf-tint text-leaf">
              <Icon className="size-7" strokeWidth={1.75} aria-hidden />
            </span>
            <h3 className="mb-2 text-xl">{title}</h3>
            <p className="text-soil-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
