import { ArrowUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC 2: a scroll-to-top button that appears once the reader is well down the page. */
export function ScrollToTop() {
  const t = useT();
  const visible = useScrolledPast(600);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button hides at the top; keep keyboard focus somewhere visible.
    document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('layout.backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cn(
        'fixed bottom-5 right-5 z-30 flex size-12 items-center justify-center rounded-full bg-leaf text-white shadow-lg transition-all hover:bg-leaf-dark',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp className="size-5" strokeWidth={1.75} aria-hidden />
    </button>
  );
}
