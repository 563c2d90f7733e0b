import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

/** Pages of a paged list: previous, numbered pages (with gaps past seven) and next. */
export function Pagination({
  page,
  total,
  limit,
  onPageChange,
  label = 'Pages',
  className,
}: {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => pageCount <= 7 || p === 1 || p === pageCount || Math.abs(p - page) <= 1,
  );
  const item =
    'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors';
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
            className={cn(item, 'border-line bg-white text-soil hover:bg-leaf-tint disabled:opacity-40')}
          >
            <ChevronLeft className="size-5" strokeWidth={1.75} aria-hidden />
          </button>
        </li>
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - (pages[i - 1] ?? p) > 1 && <span aria-hidden>…</span>}
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
            disabled={page >= pageCount}
            aria-label="Next page"
            className={cn(item, 'border-line bg-white text-soil hover:bg-leaf-tint disabled:opacity-40')}
          >
            <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
