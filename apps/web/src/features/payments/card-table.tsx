import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { CARD_REMOVED, formatExpiry, maskCard, type CardDto } from '@lfm/core';
import { defaultCardId, useCustomerInfo, useRemoveCard, useSetDefaultCard } from '../../api/cards';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';

/**
 * SPEC 2 profile Payment: masked number with last four, MM / YY, a default-card checkbox, and Remove
 * for cards that are not the default, with its two popups.
 */
export function CardTable() {
  const { data: customer, isPending } = useCustomerInfo();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<CardDto | null>(null);
  const [removed, setRemoved] = useState(false);
  const cards = customer?.sources.data ?? [];
  const def = defaultCardId(customer);

  if (isPending)
    return <div className="h-24 animate-pulse rounded-lg bg-leaf-tint/50" aria-label="Loading your cards" />;
  if (cards.length === 0)
    return (
      <p className="flex items-center gap-3 rounded-lg border border-dashed border-line p-6 text-soil-muted">
        <CreditCard className="size-6 text-harvest-dark" aria-hidden /> No saved cards yet.
      </p>
    );
  return (
    <>
      <table className="w-full text-left text-soil">
        <thead className="text-sm text-soil-muted">
          <tr className="border-b border-line">
            <th className="py-2 pr-3 font-semibold">Card</th>
            <th className="py-2 pr-3 font-semibold">Expires</th>
            <th className="py-2 pr-3 font-semibold">Default</th>
            <th className="py-2 font-semibold">Action</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.id} className="border-b border-line last:border-b-0">
              <td className="tabular py-3 pr-3">
                <span className="block font-semibold">{c.brand}</span>
                <span className="text-sm text-soil-muted">{maskCard(c.last4)}</span>
              </td>
              <td className="tabular py-3 pr-3">{formatExpiry(c.exp_month, c.exp_year)}</td>
              <td className="py-3 pr-3">
                <input
                  type="checkbox"
                  className="size-4 accent-leaf"
                  aria-label={`Default card ending ${c.last4}`}
                  checked={c.id === def}
                  disabled={c.id === def || setDefault.isPending}
                  onChange={() =>
                    setDefault.mutate(c.id, { onSuccess: ({ message }) => toast.success(message) })
                  }
                />
              </td>
              <td className="py-3">
                {c.id !== def && (
                  <Button variant="ghost" size="sm" className="text-berry" onClick={() => setRemoving(c)}>
                    Remove<span className="sr-only"> card ending {c.last4}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing != null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Are you sure you want to remove this card?"
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoved(true),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <Modal open={removed} onOpenChange={setRemoved} title={CARD_REMOVED} size="sm">
        <div className="flex justify-end">
          <Button onClick={() => setRemoved(false)}>OK</Button>
        </div>
      </Modal>
    </>
  );
}
