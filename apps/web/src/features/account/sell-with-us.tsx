import { HandCoins, Sprout, Truck } from 'lucide-react';

const reasons = [
  {
    Icon: Sprout,
    title: 'Buyers who care where food comes from',
    text: 'Families, restaurants, universities and schools nearby come here looking for farms like yours.',
  },
  {
    Icon: Truck,
    title: 'Sell the way your farm works',
    text: 'Offer pick up at the farm or a market, local delivery, or shipping, on the days you choose.',
  },
  {
    Icon: HandCoins,
    title: 'Simple orders and payments',
    text: 'Upload your harvest, set your prices and order windows; buyers pay by card or invoice.',
  },
];

/** The become-a-farmer page's short case for selling here. */
export function SellWithUs() {
  return (
    <section aria-labelledby="sell-with-us-title">
      <p className="text-sm font-semibold uppercase tracking-wider text-harvest-dark">Sell with us</p>
      <h1 id="sell-with-us-title" className="mt-2 text-3xl text-soil sm:text-4xl">
        Become a farmer
      </h1>
      <p className="mt-4 text-lg text-soil-muted">
        We’re an online farmers market for local, sustainable farms and food artisans. Tell us about your farm
        and our team will be in touch.
      </p>
      <ul className="mt-8 flex flex-col gap-6">
        {reasons.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-tint text-leaf">
              <Icon className="size-5" strokeWidth={1.75} aria-hidden />
            </span>
            <div>
              <p className="font-semibold text-soil">{title}</p>
              <p className="text-soil-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
