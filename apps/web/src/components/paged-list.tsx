import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { PastLastPage, isPastTheEnd } from './past-last-page';

/**
 * A portal's paged list of cards: a placeholder while the page loads, the empty sentence, the cards
 * (each `children` call returns an `<li>`) and the page links.
 */
export function PagedList<T>({
  data,
  page,
  onPageChange,
  label,
  empty,
  emptyAction,
  children,
}: {
  data: { result: T[]; total: number; limit: number } | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** The page links' name ('User pages'). */
  label: string;
  empty: string;
  /** The next step under the empty sentence (DESIGN: empty states), a button or link. */
  emptyAction?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (!data) return <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />;
  if (isPastTheEnd(page, data.total, data.limit))
    return <PastLastPage page={page} total={data.total} limit={data.limit} onPageChange={onPageChange} />;
  return (
    <>
      {data.result.length === 0 ? (
        <EmptyState message={empty} action={emptyAction} />
      ) : (
        <ul className="grid gap-4">{data.result.map(children)}</ul>
      )}
      <Pagination
        className="mt-6"
        page={page}
        total={data.total}
        limit={data.limit}
        onPageChange={onPageChange}
        label={label}
      />
    </>
  );
}
