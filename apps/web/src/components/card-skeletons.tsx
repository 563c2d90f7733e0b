import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** DESIGN loading: grey cards in the shape of the ones to come, so the grid does not jump. */
export function CardSkeletons({
  count,
  aspect = 'aspect-[4/3]',
  className,
  label,
}: {
  count: number;
  /** The picture's ratio: 4:3 products, 16:9 farms and markets; null for cards without one. */
  aspect?: string | null;
  className?: string;
  /** What a screen reader hears while they load; 'Loading…' in the page's language by default. */
  label?: string;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t('layout.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="animate-pulse overflow-hidden rounded-xl border border-line bg-white"
        >
          {aspect && <div className={cn('w-full bg-line/60', aspect)} />}
          <div className="flex flex-col gap-3 p-4">
            <div className="h-5 w-2/3 rounded bg-line" />
            <div className="h-4 w-1/2 rounded bg-line/70" />
            <div className="h-4 w-5/6 rounded bg-line/60" />
            <div className="mt-2 h-9 w-full rounded-lg bg-line/60" />
          </div>
        </div>
      ))}
    </div>
  );
}
