import { PAST_LAST_PAGE } from '@lfm/core';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The last page of a list of `total` items shown `limit` at a time (page 1 for an empty list). */
export const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * A page past the last one of a list (an old link, a list that got shorter since): says where the list
 * ends and leads there, instead of an empty page or a 'nothing here' that is not so.
 */
export function PastLastPage({
  page,
  last,
  onPageChange,
}: {
  page: number;
  last: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <EmptyState
      message={PAST_LAST_PAGE(page, last)}
      action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
    />
  );
}
