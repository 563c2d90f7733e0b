import { PAST_LAST_PAGE } from '@lfm/core';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { pageCount } from './pagination';
import { useT } from '../lib/i18n';

/** Whether `page` is past the last page of a list of `total` records shown `limit` at a time. */
export const isPastTheEnd = (page: number, total: number, limit: number) => page > pageCount(total, limit);

/**
 * A page past the last one of a list (an old link, a list that got shorter since): says where the list
 * ends and leads there, instead of an empty page or a 'nothing here' that is not so.
 */
export function PastLastPage({
  page,
  total,
  limit,
  onPageChange,
}: {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  const last = pageCount(total, limit);
  return (
    <EmptyState
      message={PAST_LAST_PAGE(page, last)}
      action={<Button onClick={() => onPageChange(last)}>{t('common.goToPage', { last: last })}</Button>}
    />
  );
}
