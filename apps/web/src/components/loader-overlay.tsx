import { useIsMutating } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useT } from '../lib/i18n';

/** SPEC 2: a loader overlay during requests; DESIGN: only blocking ones (sign in, place order: every mutation). */
export function LoaderOverlay() {
  const t = useT();
  const busy = useIsMutating({ predicate: (m) => m.meta?.blocking !== false }) > 0;
  if (!busy) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-cream/60"
      data-testid="loader-overlay"
    >
      <Loader2 className="size-10 animate-spin text-leaf" aria-hidden />
      <span className="sr-only">{t('layout.loading')}</span>
    </div>
  );
}
