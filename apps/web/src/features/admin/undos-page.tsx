import type { WorkflowUndoDto } from '@lfm/core';
import { useFailedUndos } from '../../api/admin';
import { EmptyState } from '../../components/empty-state';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';
const STEP_LABEL: Record<string, string> = {
  reserve: 'Give the stock back',
  pay: 'Refund the payment',
  subscribe: 'Cancel the subscriptions',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function UndoItem({ u }: { u: WorkflowUndoDto }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-soil">
        {STEP_LABEL[u.step] ?? u.step}
        {u.orderId != null && <span className="font-normal text-soil-muted">order #{u.orderId}</span>}
        {u.state === 'done' ? (
          <span className={`${badge} bg-leaf-tint text-leaf-dark`}>Done</span>
        ) : (
          <span className={`${badge} bg-berry/10 text-berry`}>Retrying</span>
        )}
      </p>
      <p className="mt-1 text-sm text-soil">
        {u.attempts} {u.attempts === 1 ? 'attempt' : 'attempts'} · first failed {when(u.createdAt)}
        {u.doneAt && <> · done {when(u.doneAt)}</>}
      </p>
      {u.paymentId && <p className="break-all text-sm text-soil-muted">Payment {u.paymentId}</p>}
      {u.lastError && <p className="mt-1 break-words text-sm text-soil-muted">Last error: {u.lastError}</p>}
      {u.runError && <p className="break-words text-sm text-soil-muted">Checkout failed: {u.runError}</p>}
    </li>
  );
}

/** Checkout undos that failed: the job runner retries them until they succeed. */
export default function UndosPage() {
  const undos = useFailedUndos();
  const rows = undos.data?.result ?? [];
  return (
    <section>
      <h2 className="mb-2 text-2xl text-soil">Failed undos</h2>
      <p className="mb-4 text-soil">
        When a checkout fails after taking stock or money, what it did is undone. An undo that fails (a refund
        the payment provider refused) is retried until it succeeds.
      </p>
      {undos.isLoading ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : rows.length === 0 ? (
        <EmptyState message="No failed undos: every failed checkout was undone." />
      ) : (
        <ul className="grid gap-3">
          {rows.map((u) => (
            <UndoItem key={u.id} u={u} />
          ))}
        </ul>
      )}
    </section>
  );
}
