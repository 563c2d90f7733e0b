import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { CARD_HOLDER_MAX, CARD_HOLDER_REQUIRED, type CardDto } from '@lfm/core';
import { paymentsApi } from '@lfm/core/routes';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { customerInfoKey } from '../../api/cards';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { tNow, useT } from '../../lib/i18n';

/**
 * With Stripe (STRIPE_SECRET_KEY on the server), the card number never reaches us (issue 30.2): the server
 * makes a SetupIntent (user/cardSetup), Stripe.js's card Element collects the card and confirms it
 * (confirmCardSetup: the bank may ask the buyer to authenticate once, here), and user/addCard saves the
 * PaymentMethod it made (SPEC 4: name check, provider card, save, refresh). Stripe.js is loaded only
 * when this form opens.
 */
export function StripeCardForm({
  publishableKey,
  onSaved,
  onClose,
}: {
  publishableKey: string;
  onSaved: (card: CardDto) => void;
  onClose: () => void;
}) {
  const t = useT();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let cancelled = false;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((s) => {
        if (cancelled || !s || !mountRef.current) return;
        element = s.elements().create('card', { hidePostalCode: true });
        element.mount(mountRef.current);
        element.on('change', (e) => setError(e.error?.message ?? null));
        setStripe(s);
        setCard(element);
      })
      .catch(() => setError(tNow('payment.formNotLoaded')));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  const save = async () => {
    if (!name.trim()) return setError(CARD_HOLDER_REQUIRED);
    if (name.trim().length > CARD_HOLDER_MAX) return setError(t('payment.holderMax', { n: CARD_HOLDER_MAX }));
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const { clientSecret } = await call(paymentsApi.cardSetup);
      const { setupIntent, error: setupError } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { name: name.trim() } },
      });
      const method = setupIntent?.payment_method;
      if (setupError || !method) return setError(setupError?.message ?? t('payment.unreadable'));
      const source = typeof method === 'string' ? method : method.id;
      const saved = await call(paymentsApi.addCard, { body: { source } });
      await queryClient.invalidateQueries({ queryKey: customerInfoKey });
      onSaved(saved.card);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <TextField
        label={t('payment.cardHolderName')}
        autoComplete="cc-name"
        maxLength={CARD_HOLDER_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div>
        <p className="mb-1 text-sm font-medium text-soil">{t('field.stripeCardId')}</p>
        <div ref={mountRef} className="rounded-lg border border-line bg-white p-3" />
      </div>
      {error && <Alert tone="error">{t.text(error)}</Alert>}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('payment.close')}
        </Button>
        <Button type="button" loading={busy} disabled={!card} onClick={() => void save()}>
          {t('payment.save')}
        </Button>
      </div>
    </div>
  );
}
