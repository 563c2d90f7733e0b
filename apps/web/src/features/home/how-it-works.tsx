import { ShoppingBasket, Tractor, Truck } from 'lucide-react';
import { useT } from '../../lib/i18n';

/** Each step's words are the catalogue's `home.how.<id>.title` and `.text`. */
const STEPS = [
  { Icon: Tractor, id: 'discover' },
  { Icon: ShoppingBasket, id: 'shop' },
  { Icon: Truck, id: 'choose' },
] as const;

/** SPEC 2: How it Works, three cards. */
export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6">
      <div className="mb-8 max-w-2xl">
        <h2 id="how-heading" className="text-3xl mobile:text-4xl">
          {t('home.how.heading')}
        </h2>
        <p className="mt-2 text-lg text-soil-muted">{t('home.how.intro')}</p>
      </div>
      <ol className="grid gap-5 mobile:grid-cols-3">
        {STEPS.map(({ Icon, id }, i) => (
          <li key={id} className="relative rounded-xl border border-line bg-white p-6 shadow-sm">
            <span
              className="absolute right-5 top-4 font-display text-5xl font-semibold text-leaf-tint"
              aria-hidden
            >
              {i + 1}
            </span>
            <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-leaf-tint text-leaf">
              <Icon className="size-7" strokeWidth={1.75} aria-hidden />
            </span>
            <h3 className="mb-2 text-xl">{t(`home.how.${id}.title`)}</h3>
            <p className="text-soil-muted">{t(`home.how.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
