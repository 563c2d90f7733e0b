import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

const STEPS = ['Cart', 'Details', 'Pay'] as const;

/** Issue 15: where the buyer is on the way to an order, on the cart and the checkout page. */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  const t = useT();
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.checkoutSteps')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-2" aria-current={i === at ? 'step' : undefined}>
            {i > 0 && <span className="h-px w-6 bg-line" aria-hidden />}
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full border font-semibold',
                i < at && 'border-leaf bg-leaf text-white',
                i === at && 'border-leaf text-leaf',
                i > at && 'border-line text-soil-muted',
              )}
              aria-hidden
            >
              {i < at ? <Check className="size-3.5" strokeWidth={2.5} /> : i + 1}
            </span>
            <span className={cn(i === at ? 'font-semibold text-soil' : 'text-soil-muted')}>
              {t(`checkout.step.${step}`)}
              {i < at && <span className="sr-only"> {t('checkout.done')}</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
