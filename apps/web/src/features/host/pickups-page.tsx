import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { WEEKDAYS, formatOrderDate } from '@lfm/core';
import { useHostPickups, useMarkPickedUp } from '../../api/host';
import { Button } from '../../components/button';
import { DayMessagePanel } from '../../components/day-message-panel';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { usePagedFilters } from '../../components/use-paging';
import { cn } from '../../lib/cn';
import { CheckInPanel } from './check-in-panel';

/**
 * /pickups: a pick-up host's check-in by QR code or search, the orders to hand out at their markets by
 * pickup day, and messages to the buyers of a day.
 */
export default function PickupsPage() {
  const {
    filters: { day },
    page,
    setFilters,
    setPage,
  } = usePagedFilters<{ day: number | null }>({ day: null });
  const { data, isPending, isError, error } = useHostPickups(day, page);
  const mark = useMarkPickedUp();

  return (
    <Page title="Pick Up Host Orders">
      <CheckInPanel />
      <div role="group" aria-label="Pickup day" className="mb-6 flex flex-wrap gap-2">
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
            {d == null ? 'All days' : WEEKDAYS[d]}
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
            day == null
              ? 'No orders to hand out yet. Orders placed for pick up at your market show here, by pickup day.'
              : `No orders to hand out on ${WEEKDAYS[day]}.`
          }
          action={
            day != null && (
              <Button variant="secondary" onClick={() => setFilters({ day: null })}>
                Show every day
              </Button>
            )
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.result.map((g) => (
            <li key={g._id} className="rounded-xl border border-line bg-white p-5">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-soil">
                    #{g.orderId} · {g.buyer.firstName} {g.buyer.lastName}
                  </p>
                  <p className="text-sm text-soil-muted">
                    {g.locationName} · {g.day != null ? WEEKDAYS[g.day] : ''} {g.timeSlot} · {g.farmName}
                  </p>
                  <p className="text-sm text-soil-muted">Ordered {formatOrderDate(g.created)}</p>
                </div>
                {g.pickedUpAt ? (
                  <span className="flex items-center gap-1 text-sm font-semibold text-leaf">
                    <CheckCircle2 className="size-4" aria-hidden /> Picked up
                  </span>
                ) : (
                  <Button
                    size="sm"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate(g._id, { onSuccess: ({ message }) => toast.success(message) })}
                  >
                    Mark as picked up<span className="sr-only"> order #{g.orderId}</span>
                  </Button>
                )}
              </div>
              <ul className="mt-3 space-y-1 text-soil">
                {g.productList.map((l) => (
                  <li key={l._id}>
                    {l.productQuantity} × {l.productName} ({l.unit})
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
          label="Order pages"
        />
      )}
      <div className="mt-10">
        <DayMessagePanel sender="host" />
      </div>
    </Page>
  );
}
