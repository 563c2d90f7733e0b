import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewsletterSource } from '../api/newsletter-signup';

// The form brings the validation library; it is fetched only when the form is about to be seen.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/**
 * The newsletter form (SPEC 1, 2) wherever it appears, in a box of its final height until its code arrives,
 * so nothing below it moves.
 */
export function LazyNewsletterForm({ source }: { source?: NewsletterSource }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '600px',
      },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [near]);
  const placeholder = <div className="h-[19rem] sm:h-[10.5rem]" aria-hidden />;
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm source={source} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
