import type { WorkflowUndoDto } from '@lfm/core';
import { LOCALES, type Locale } from '@lfm/core/i18n/locales';
import { useFailedUndos } from '../../api/admin';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../lib/i18n';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(LOCALES[locale].intl, { dateStyle: 'medium', timeStyle: 'short' });

function UndoItem({ u }: { u: WorkflowUndoDto }) {
  const t = useT();
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-soil">
        {/* (a step newer than the catalogue's is shown by its name) */}
        {t('admin.undo.step', { step: u.step })}
        {u.orderId != null && (
          <span className="font-normal text-soil-muted">{t('portal.orderNumber', { id: u.orderId })}</span>
        )}
        {u.state === 'done' ? (
          <span className={`${badge} bg-leaf-tint text-leaf-dark`}>{t('admin.undo.done')}</span>
        ) : (
          <span className={`${badge} bg-berry/10 text-berry`}>{t('admin.undo.retrying')}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-soil">
        {t('admin.undo.attempts', { n: u.attempts, date: when(u.createdAt, t.locale) })}
        {u.doneAt && <> · {t('admin.undo.doneAt', { date: when(u.doneAt, t.locale) })}</>}
      </p>
      {u.paymentId && (
        <p className="break-all text-sm text-soil-muted">{t('admin.undo.payment', { id: u.paymentId })}</p>
      )}
      {u.lastError && (
        <p className="mt-1 break-words text-sm text-soil-muted">
          {t('admin.undo.lastError', { error: u.lastError })}
        </p>
      )}
      {u.runError && (
        <p className="break-words text-sm text-soil-muted">
          {t('admin.undo.checkoutFailed', { error: u.runError })}
        </p>
      )}
    </li>
  );
}

/** Checkout undos that failed: the job runner retries them until they succeed. */
export default function UndosPage() {
  const t = useT();
  const undos = useFailedUndos();
  const rows = undos.data?.result ?? [];
  return (
    <section>
      <h2 className="mb-2 text-2xl text-soil">{t('admin.nav.undos')}</h2>
      <p className="mb-4 text-soil">{t('admin.undos.intro')}</p>
      {undos.isLoading ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : rows.length === 0 ? (
        <EmptyState message={t('admin.undos.none')} />
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
