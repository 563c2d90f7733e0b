import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { buttonClass } from '../../components/button';
import { cn } from '../../lib/cn';

/** SPEC 2 'Payment': the saved cards arrive with checkout; until then, say so plainly. */
export function PaymentView() {
  return (
    <div>
      <h2 tabIndex={-1} className="text-2xl text-soil focus:outline-none">
        Payment
      </h2>
      <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-line px-6 py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-harvest-tint text-harvest-dark">
          <CreditCard className="size-7" strokeWidth={1.75} aria-hidden />
        </span>
        <p className="mt-4 max-w-sm text-soil">Saved cards appear here once you check out with a card.</p>
        <Link to="/order-now" className={cn(buttonClass('secondary', 'sm'), 'mt-5')}>
          Shop local food
        </Link>
      </div>
    </div>
  );
}
