import { Suspense, lazy, useEffect, useId, useState, type FormEvent } from 'react';
import { CheckCircle2, CloudOff, ScanLine } from 'lucide-react';
import { toast } from 'sonner';
import {
  checkInQuery,
  firstMessage,
  formatOrderDate,
  parsePickupRef,
  weekdayName,
  type CheckInOrderDto,
} from '@lfm/core';
import { useCheckInLookup, useHandOver } from '../../api/host-check-in';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { useT } from '../../lib/i18n';
import { isOffline, useCheckInQueue } from './check-in-queue';

const loadScanner = () => import('./qr-scanner');
const QrScanner = lazy(loadScanner);

/** One order at the table: its items by farm and 'Handed over', or who handed it over and when. */
function CheckInOrder({ order }: { order: CheckInOrderDto }) {
  const t = useT();
  const handOver = useHandOver();
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-lg font-semibold text-soil">
          #{order.orderId} · {order.buyerName}
        </p>
        {order.cancelled ? (
          <span className="rounded-full bg-berry/10 px-3 py-1 text-sm font-semibold text-berry">
            {t('host.cancelled')}
          </span>
        ) : order.pickedUpAt ? (
          <span className="flex items-center gap-1 text-sm font-semibold text-leaf">
            <CheckCircle2 className="size-4" aria-hidden />{' '}
            {order.pickedUpBy
              ? t('host.handedOverAtBy', {
                  date: formatOrderDate(order.pickedUpAt, t.locale),
                  name: order.pickedUpBy,
                })
              : t('host.handedOverAt', { date: formatOrderDate(order.pickedUpAt, t.locale) })}
          </span>
        ) : (
          <Button
            loading={handOver.isPending}
            onClick={() =>
              handOver.mutate(
                { orderId: order.orderId },
                {
                  onSuccess: ({ message }) => toast.success(message),
                  onError: (err) => toast.error(err.message),
                },
              )
            }
          >
            {t('host.handedOver')}
            <span className="sr-only"> {t('portal.orderNumber', { id: order.orderId })}</span>
          </Button>
        )}
      </div>
      {order.farms.map((f) => (
        <section key={f.groupId} className="mt-3">
          <h3 className="font-semibold text-soil">{f.farmName}</h3>
          <p className="text-sm text-soil-muted">
            {f.locationName} · {f.day != null ? weekdayName(f.day, t.locale) : ''} {f.timeSlot}
          </p>
          <ul className="mt-1 space-y-0.5 text-soil">
            {f.productList.map((l) => (
              <li key={l._id}>
                {l.productQuantity} × {l.productName}
                {l.variety && ` (${l.variety})`} <span className="text-soil-muted">({t.text(l.unit)})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </li>
  );
}

/**
 * Issue 33.2: the pick-up table. A scan of the buyer's code (or their order number or name) shows what
 * to hand over; a scan without a connection is queued and sent when the connection returns.
 */
export function CheckInPanel() {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const lookup = useCheckInLookup(query);
  const queue = useCheckInQueue(({ orderId, message, ok }) =>
    (ok ? toast.success : toast.error)(t('host.sent', { id: orderId, message })),
  );

  // The scanner (and its decoder) is not part of the page's first load, but is fetched once the page
  // is idle, so it still opens when the connection drops at the market.
  useEffect(() => {
    const prefetch = () => void loadScanner().then((m) => m.prefetchDecoder());
    const handle = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(handle);
  }, []);

  const search = (q: string) => {
    const parsed = checkInQuery.safeParse({ q });
    if (!parsed.success) return setProblem(firstMessage(parsed.error));
    setProblem(null);
    setQuery(parsed.data.q);
  };

  const scanned = (code: string) => {
    const ref = parsePickupRef(code);
    if (ref && !navigator.onLine) {
      queue.add({ ref: code.trim(), orderId: ref.orderId, scannedAt: new Date().toISOString() });
      toast.info(t('host.saved', { id: ref.orderId }));
      return;
    }
    setText(ref ? `#${ref.orderId}` : code);
    search(code);
  };

  // A scanned code whose lookup could not reach the server waits in the queue like an offline scan.
  useEffect(() => {
    const ref = query ? parsePickupRef(query) : null;
    if (ref && lookup.isError && isOffline(lookup.error)) {
      queue.add({ ref: query!, orderId: ref.orderId, scannedAt: new Date().toISOString() });
      setQuery(null);
    }
  }, [lookup.isError, lookup.error, query, queue]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8 rounded-xl border border-line bg-cream p-5">
      <h2 id={`${id}-title`} className="text-xl text-soil">
        {t('host.checkIn')}
      </h2>
      {queue.waiting.length > 0 && (
        <p role="status" className="mt-2 flex items-center gap-2 rounded-lg bg-harvest-tint p-3 text-soil">
          <CloudOff className="size-4 shrink-0" aria-hidden />
          {t('host.waiting', {
            n: queue.waiting.length,
            orders: queue.waiting.map((q) => `#${q.orderId}`).join(', '),
          })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('host.search')}
        </label>
        <input
          id={`${id}-q`}
          className={`${inputClass} min-w-0 flex-1 basis-48`}
          placeholder={t('host.search')}
          value={text}
          aria-invalid={!!problem || undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('host.find')}
        </Button>
        <Button onClick={() => setScanning((s) => !s)} aria-pressed={scanning}>
          <ScanLine className="size-4" aria-hidden /> {t('host.scan')}
        </Button>
      </form>
      {problem && <p className="mt-2 text-sm text-berry">{t.text(problem)}</p>}
      {scanning && (
        <div className="mt-4 max-w-md">
          <Suspense fallback={<div className="aspect-[4/3] animate-pulse rounded-lg bg-leaf-tint/50" />}>
            <QrScanner onCode={scanned} onClose={() => setScanning(false)} />
          </Suspense>
        </div>
      )}
      {query && (
        <div className="mt-4" aria-live="polite">
          {lookup.isPending ? (
            <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
          ) : lookup.isError ? (
            <Alert tone="error">{lookup.error.message}</Alert>
          ) : (
            <ul className="grid gap-4" aria-label={t('host.found')}>
              {lookup.data.map((o) => (
                <CheckInOrder key={o.orderId} order={o} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
