import { useEffect, useMemo, useState } from 'react';
import { CreditCard, Pencil, Plus } from 'lucide-react';
import { formatExpiry, maskCard } from '@lfm/core';
import { defaultCardId, useCustomerInfo, useRemoveCard } from '../../api/cards';
import { Button } from '../../components/button';
import { AddCardModal } from './add-card-modal';
import { useT } from '../../lib/i18n';

/**
 * The card's masked number, '•••• •••• •••• 4242': on a phone only its last group shows ('•••• 4242'),
 * the rest still read out.
 */
function MaskedNumber({ last4 }: { last4: string }) {
  const masked = maskCard(last4);
  const lastGroup = masked.lastIndexOf(' ', masked.lastIndexOf('•')) + 1;
  return (
    <span className="whitespace-nowrap">
      <span className="max-sm:sr-only">{masked.slice(0, lastGroup)}</span>
      {masked.slice(lastGroup)}
    </span>
  );
}

/**
 * Checkout's card choice (SPEC 2 order summary): the saved cards with the default chosen first, Add
 * New Card, and Update, which saves the new card and then removes the old one (SPEC 4).
 */
export function CardPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (cardId: string | null) => void;
}) {
  const t = useT();
  const { data: customer, isPending } = useCustomerInfo();
  const remove = useRemoveCard();
  const [adding, setAdding] = useState(false);
  const [replacing, setReplacing] = useState<string | null>(null);
  const cards = useMemo(() => customer?.sources.data ?? [], [customer]);
  const def = defaultCardId(customer);

  useEffect(() => {
    if (value && cards.some((c) => c.id === value)) return;
    onChange(cards.find((c) => c.id === def)?.id ?? cards[0]?.id ?? null);
  }, [value, cards, def, onChange]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xl text-soil">{t('payment.paymentCard')}</legend>
      {isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-leaf-tint/50" />
      ) : cards.length === 0 ? (
        <p className="flex items-center gap-2 text-soil-muted">
          <CreditCard className="size-5 text-harvest-dark" aria-hidden /> {t('payment.noSavedCardsYet')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {cards.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-2 rounded-lg border border-line bg-white pr-2 has-checked:border-leaf has-checked:bg-leaf-tint/60"
            >
              <label className="flex flex-1 cursor-pointer items-center gap-3 p-3">
                <input
                  type="radio"
                  name="card"
                  className="size-4 accent-leaf"
                  checked={value === c.id}
                  onChange={() => onChange(c.id)}
                />
                {/* Issue 15: brand, number and expiry each stay whole; at 375 px they share one line
                    beside Update, the number shortened on screen to its last group (read out in full). */}
                <span className="tabular flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-soil">
                  <span className="font-semibold whitespace-nowrap">{c.brand}</span>
                  <MaskedNumber last4={c.last4} />
                  <span className="text-sm whitespace-nowrap text-soil-muted">
                    {formatExpiry(c.exp_month, c.exp_year)}
                  </span>
                </span>
              </label>
              {/* On a phone the pencil alone, so the card's line keeps its room. */}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="max-sm:w-9 max-sm:px-0"
                onClick={() => setReplacing(c.id)}
              >
                <Pencil className="size-4" aria-hidden />{' '}
                <span className="max-sm:sr-only">{t('payment.update')}</span>
                <span className="sr-only"> {t('payment.cardEnding', { last4: c.last4 })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="secondary" className="w-fit" onClick={() => setAdding(true)}>
        <Plus className="size-4" aria-hidden /> {t('payment.addNewCard')}
      </Button>
      <AddCardModal open={adding} onOpenChange={setAdding} onSaved={(card) => onChange(card.id)} />
      <AddCardModal
        open={replacing != null}
        onOpenChange={(o) => !o && setReplacing(null)}
        title={t('payment.updateCard')}
        onSaved={(card) => {
          const old = replacing;
          onChange(card.id);
          if (old) remove.mutate(old);
        }}
      />
    </fieldset>
  );
}
