import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatOrderDate, weekdayInSentence, weekdayName } from '@lfm/core';
import { useHostPickups, useMarkPickedUp } from '../../api/host';
import { Button } from '../../components/button';
import { DayMessagePanel } from '../../components/day-message-panel';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { usePagedFilters } from '../../components/use-paging';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { CheckInPanel } from './check-in-panel';

/**
 * /pickups: a pick-up host's check-in by QR code or search, the orders to hand out at their markets by
 * pickup day, and messages to the buyers of a day. Its words are the catalogue's portal part, which its
 * route loads before it draws (app/routes.tsx).
 */
export default function PickupsPage() {
  const t = useT();
  const {
    filters: { day },
    page,
    setFilters,
    setPage,
  } = usePagedFilters<{ day: number | null }>({ day: null });
  const { data, isPending, isError, error } = useHostPickups(day, page);
  const mark = useMarkPickedUp();

  return (
    <Page title={t('host.title')}>
      <CheckInPanel />
      <div role="group" aria-label={t('host.pickupDay')} className="mb-6 flex flex-wrap gap-2">
        {[null, 0, 1, 2, 3, 4, 5, 6].map((d) => (
          <button
            key={String(d)}
            type="button"
            aria-pressed={day === d}
            onClick={() => setFilters({ day: d })}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-semibold',
              day === d
                ? 'border-leaf bg-leaf text-white'
                : 'border-line bg-white text-soil hover:bg-leaf-tint',
            )}
          >
            {d == null ? t('host.allDays') : weekdayName(d, t.locale)}
          </button>
        ))}
      </div>
      {isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : isError ? (
        <EmptyState message={error.message} />
      ) : data.message ? (
        <EmptyState message={data.message} />
      ) : data.result.length === 0 ? (
        <EmptyState
          message={
            day == null ? t('host.empty') : t('host.emptyDay', { day: weekdayInSentence(day, t.locale) })
          }
          action={
            day != null && (
              <Button variant="secondary" onClick={() => setFilters({ day: null })}>
                {t('host.showEveryDay')}
              </Button>
            )
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.result.map((g) => (
            <li key={g._id} className="rounded-xl border border-line bg-white p-5">
              {/* Wraps on a phone: the button goes under the order rather than being squeezed beside it. */}
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 basis-52">
                  <p className="font-semibold text-soil">
                    #{g.orderId} · {g.buyer.firstName} {g.buyer.lastName}
                  </p>
                  <p className="text-sm text-soil-muted">
                    {g.locationName} · {g.day != null ? weekdayName(g.day, t.locale) : ''} {g.timeSlot} ·{' '}
                    {g.farmName}
                  </p>
                  <p className="text-sm text-soil-muted">
                    {t('portal.ordered', { date: formatOrderDate(g.created, t.locale) })}
                  </p>
                </div>
                {g.pickedUpAt ? (
                  <span className="flex items-center gap-1 text-sm font-semibold text-leaf">
                    <CheckCircle2 className="size-4" aria-hidden /> {t('host.pickedUp')}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    className="shrink-0"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate(g._id, { onSuccess: ({ message }) => toast.success(message) })}
                  >
                    {t('host.markPickedUp')}
                    <span className="sr-only"> {t('portal.orderNumber', { id: g.orderId })}</span>
                  </Button>
                )}
              </div>
              <ul className="mt-3 space-y-1 text-soil">
                {g.productList.map((l) => (
                  <li key={l._id}>
                    {l.productQuantity} × {l.productName} ({t.text(l.unit)})
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          className="mt-6"
          page={page}
          total={data.total}
          limit={data.limit}
          onPageChange={setPage}
          label={t('portal.orderPages')}
        />
      )}
      <div className="mt-10">
        <DayMessagePanel sender="host" />
      </div>
    </Page>
  );
}
