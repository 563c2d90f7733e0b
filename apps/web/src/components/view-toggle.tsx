import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

export type CatalogueView = 'cards' | 'list';

/** Cards or a compact list of products (wholesale delivery, market page, To Your Door). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogueView;
  onChange: (v: CatalogueView) => void;
}) {
  const t = useT();
  const option = (value: CatalogueView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'flex h-11 items-center gap-2 rounded-md px-3 font-semibold transition-colors',
        view === value ? 'bg-white text-leaf shadow-sm' : 'text-soil-muted hover:text-soil',
      )}
    >
      <Icon className="size-5" strokeWidth={1.75} aria-hidden />
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('common.view')}
      className="flex shrink-0 rounded-lg bg-cream p-1 ring-1 ring-line"
    >
      {option('cards', t('common.viewCards'), LayoutGrid)}
      {option('list', t('common.viewList'), List)}
    </div>
  );
}
