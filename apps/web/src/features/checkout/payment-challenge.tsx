import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { AUTHENTICATION_FAILED, type PaymentActionDto } from '@lfm/core';
import { authenticateTestPayment } from '../../api/orders';
import { useSiteConfig } from '../../api/site-config';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n';

type NextAction = PaymentActionDto['nextAction'];

/**
 * The card's bank asks the buyer to confirm the payment (3-D Secure, issue 30.2). With Stripe, Stripe.js
 * shows the bank's own challenge (handleNextAction, loaded only now); with the built-in card processor,
 * `TestBankChallenge` stands in for it. Either way `onAnswered` follows, and the server finds out from
 * the provider how it ended (payment/confirmCharge).
 */
export function useBankChallenge(onAnswered: (checkoutKey: string) => void) {
  const { data: site } = useSiteConfig();
  const [testChallenge, setTestChallenge] = useState<NextAction | null>(null);
  const start = async (action: NextAction) => {
    if (action.provider === 'local') return setTestChallenge(action);
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = site?.stripePublishableKey ? await loadStripe(site.stripePublishableKey) : null;
    // A challenge that fails or is closed leaves the payment unpaid: the server hears that from Stripe.
    if (stripe && action.clientSecret) await stripe.handleNextAction({ clientSecret: action.clientSecret });
    onAnswered(action.checkoutKey);
  };
  const challenge = (
    <TestBankChallenge
      action={testChallenge}
      onAnswered={(key) => {
        setTestChallenge(null);
        onAnswered(key);
      }}
    />
  );
  return { start, challenge };
}

/**
 * The built-in card processor's bank: a page of ours in place of the card issuer's challenge, with the
 * buttons Stripe's test challenge has. Closing it fails the authentication, as closing a bank's does.
 */
function TestBankChallenge({
  action,
  onAnswered,
}: {
  action: NextAction | null;
  onAnswered: (checkoutKey: string) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState<'complete' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (outcome: 'complete' | 'fail') => {
    if (!action || busy) return;
    setBusy(outcome);
    setError(null);
    try {
      await authenticateTestPayment(action.paymentId, outcome);
      onAnswered(action.checkoutKey);
    } catch (e) {
      setError(e instanceof Error ? e.message : AUTHENTICATION_FAILED);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open={action != null}
      onOpenChange={(open) => {
        if (!open) void answer('fail');
      }}
      title={
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-6 text-leaf" aria-hidden /> {t('checkout.confirmYourPayment')}
        </span>
      }
    >
      <div className="grid gap-4 text-soil">
        <p>{t('checkout.testBank', { id: action ? action.paymentId.slice(-6) : 'none' })}</p>
        <p className="text-sm text-soil-muted">{t('checkout.aRealBankWould')}</p>
        {error && (
          <p role="alert" className="text-berry">
            {t.text(error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            loading={busy === 'fail'}
            disabled={busy != null}
            onClick={() => void answer('fail')}
          >
            {t('checkout.fail')}
          </Button>
          <Button
            loading={busy === 'complete'}
            disabled={busy != null}
            onClick={() => void answer('complete')}
          >
            {t('checkout.complete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
