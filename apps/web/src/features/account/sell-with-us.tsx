import { HandCoins, Sprout, Truck } from 'lucide-react';
import { useT } from '../../lib/i18n';

const reasons = [
  { Icon: Sprout, title: 'becomeFarmer.buyers.title', text: 'becomeFarmer.buyers.text' },
  { Icon: Truck, title: 'becomeFarmer.ways.title', text: 'becomeFarmer.ways.text' },
  { Icon: HandCoins, title: 'becomeFarmer.simple.title', text: 'becomeFarmer.simple.text' },
] as const;

/** The become-a-farmer page's short case for selling here. */
export function SellWithUs() {
  const t = useT();
  return (
    <section aria-labelledby="sell-with-us-title">
      <p className="text-sm font-semibold uppercase tracking-wider text-harvest-dark">
        {t('becomeFarmer.eyebrow')}
      </p>
      <h1 id="sell-with-us-title" className="mt-2 text-3xl text-soil sm:text-4xl">
        {t('becomeFarmer.title')}
      </h1>
      <p className="mt-4 text-lg text-soil-muted">{t('becomeFarmer.intro')}</p>
      <ul className="mt-8 flex flex-col gap-6">
        {reasons.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-tint text-leaf">
              <Icon className="size-5" strokeWidth={1.75} aria-hidden />
            </span>
            <div>
              <p className="font-semibold text-soil">{t(title)}</p>
              <p className="text-soil-muted">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
