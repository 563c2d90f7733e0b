import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

/** SPEC 2 wholesale list: previous, three page links around the current page, and next. */
export function PageLinks({
  page,
  total,
  limit,
  onPageChange,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  const first = Math.max(1, Math.min(page - 1, count - 2));
  const pages = Array.from({ length: Math.min(3, count) }, (_, i) => first + i);
  const item =
    'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors';
  const arrow = cn(item, 'border-line bg-white text-soil hover:bg-leaf-tint disabled:opacity-40');
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4 max-mobile:flex-col">
      <p className="tabular text-sm text-soil-muted">
        {(page - 1) * limit + 1}–{Math.min(page * limit, total)} of {total}
      </p>
      <ul className="flex items-center gap-2">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
            className={arrow}
          >
            <ChevronLeft className="size-5" strokeWidth={1.75} aria-hidden />
          </button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              onClick={() => onPageChange(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
              className={cn(
                item,
                p === page
                  ? 'border-leaf bg-leaf text-white'
                  : 'border-line bg-white text-soil hover:bg-leaf-tint',
              )}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= count}
            aria-label="Next page"
            className={arrow}
          >
            <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
