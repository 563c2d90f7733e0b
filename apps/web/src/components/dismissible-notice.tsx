import { useState, type ReactNode } from 'react';
import { Info, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** An information notice the buyer can close for the rest of the visit to the page. */
export function DismissibleNotice({ children, className }: { children: ReactNode; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      className={cn('flex items-start gap-3 rounded-lg border border-sky/30 bg-sky/5 p-4', className)}
    >
      <Info className="mt-0.5 size-5 shrink-0 text-sky" strokeWidth={1.75} aria-hidden />
      <p className="min-w-0 flex-1 text-soil">{children}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('notice.dismiss')}
        className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-full text-soil-muted hover:bg-sky/10 hover:text-soil"
      >
        <X className="size-5" strokeWidth={1.75} aria-hidden />
      </button>
    </div>
  );
}
