import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { formatExpiry, maskCard, type CardDto } from '@lfm/core';
import { defaultCardId, useCustomerInfo, useRemoveCard, useSetDefaultCard } from '../../api/cards';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { Table, type Column } from '../../components/table';
import { useT } from '../../lib/i18n';

/**
 * SPEC 2 profile Payment: masked number with last four, MM / YY, a default-card checkbox, and Remove
 * for cards that are not the default, with its two popups.
 */
export function CardTable() {
  const t = useT();
  const { data: customer, isPending } = useCustomerInfo();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<CardDto | null>(null);
  const [removed, setRemoved] = useState(false);
  const cards = customer?.sources.data ?? [];
  const def = defaultCardId(customer);

  if (isPending)
    return (
      <div
        className="h-24 animate-pulse rounded-lg bg-leaf-tint/50"
        aria-label={t('payment.loadingYourCards')}
      />
    );
  const columns: Column<CardDto>[] = [
    {
      header: 'Card',
      phone: 'title',
      className: 'tabular',
      cell: (c) => (
        <>
          <span className="block font-semibold">{c.brand}</span>
          <span className="text-sm text-soil-muted">{maskCard(c.last4)}</span>
        </>
      ),
    },
    { header: 'Expires', cell: (c) => formatExpiry(c.exp_month, c.exp_year), className: 'tabular' },
    {
      header: 'Default',
      cell: (c) => (
        <input
          type="checkbox"
          className="size-4 accent-leaf"
          aria-label={t('payment.defaultCard', { last4: c.last4 })}
          checked={c.id === def}
          disabled={c.id === def || setDefault.isPending}
          onChange={() => setDefault.mutate(c.id, { onSuccess: ({ message }) => toast.success(message) })}
        />
      ),
    },
    {
      header: 'Action',
      phone: 'action',
      cell: (c) =>
        c.id !== def && (
          <Button variant="ghost" size="sm" className="text-berry" onClick={() => setRemoving(c)}>
            {t('payment.remove')}
            <span className="sr-only"> {t('payment.cardEnding', { last4: c.last4 })}</span>
          </Button>
        ),
    },
  ];
  return (
    <>
      <Table
        caption={t('payment.savedCards')}
        columns={columns}
        rows={cards}
        rowKey={(c) => c.id}
        cards
        empty={
          <p className="flex items-center gap-3 rounded-lg border border-dashed border-line p-6 text-soil-muted">
            <CreditCard className="size-6 text-harvest-dark" aria-hidden /> {t('payment.noSavedCardsYet')}
          </p>
        }
      />
      <ConfirmDialog
        open={removing != null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('payment.areYouSureYou')}
        cancelLabel={t('common.no')}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoved(true),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <Modal open={removed} onOpenChange={setRemoved} title={t('card.removed')} size="sm">
        <div className="flex justify-end">
          <Button onClick={() => setRemoved(false)}>{t('payment.ok')}</Button>
        </div>
      </Modal>
    </>
  );
}
