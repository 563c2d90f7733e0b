import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** The page numbers to link: all up to seven, else the first, the last and the current one's neighbours. */
function pageLinks(page: number, pageCount: number, around: number | undefined) {
  if (around) {
    // SPEC 2 wholesale list: `around` consecutive pages, the current one in the middle where it can be.
    const first = Math.max(1, Math.min(page - Math.floor(around / 2), pageCount - around + 1));
    return Array.from({ length: Math.min(around, pageCount) }, (_, i) => first + i);
  }
  return Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => pageCount <= 7 || p === 1 || p === pageCount || Math.abs(p - page) <= 1,
  );
}

const item =
  'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors';
const idle = 'border-line bg-white text-soil hover:bg-leaf-tint';

/** How many pages a list of `total` records shown `limit` at a time has (one for an empty list). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * Pages of a paged list: previous, numbered pages and next. By default every page up to seven, then
 * gaps; with `around`, that many pages about the current one and which records show (SPEC 2 wholesale).
 */
export function Pagination({
  page,
  total,
  limit,
  onPageChange,
  label,
  around,
  className,
}: {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  label?: string;
  around?: number;
  className?: string;
}) {
  const t = useT();
  const count = pageCount(total, limit);
  if (count <= 1) return null;
  const pages = pageLinks(page, count, around);
  const arrow = (to: number, name: string, Icon: typeof ChevronLeft) => (
    <li>
      <button
        type="button"
        onClick={() => onPageChange(to)}
        disabled={to < 1 || to > count}
        aria-label={name}
        className={cn(item, idle, 'disabled:opacity-40')}
      >
        <Icon className="size-5" strokeWidth={1.75} aria-hidden />
      </button>
    </li>
  );
  return (
    <nav
      aria-label={label ?? t('common.pages')}
      className={cn(
        'flex items-center gap-4',
        around ? 'justify-between max-mobile:flex-col' : 'justify-center',
        className,
      )}
    >
      {around && (
        <p className="tabular text-sm text-soil-muted">
          {t('common.range', { from: (page - 1) * limit + 1, to: Math.min(page * limit, total), total })}
        </p>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {arrow(page - 1, t('paging.previous'), ChevronLeft)}
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - (pages[i - 1] ?? p) > 1 && <span aria-hidden>…</span>}
            <button
              type="button"
              onClick={() => onPageChange(p)}
              aria-label={t('paging.page', { page: p })}
              aria-current={p === page ? 'page' : undefined}
              className={cn(item, p === page ? 'border-leaf bg-leaf text-white' : idle)}
            >
              {p}
            </button>
          </li>
        ))}
        {arrow(page + 1, t('paging.next'), ChevronRight)}
      </ul>
    </nav>
  );
}
