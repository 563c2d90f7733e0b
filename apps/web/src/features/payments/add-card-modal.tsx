import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cardFormSchema, type CardDto } from '@lfm/core';
import { useAddCard, type CardDetails } from '../../api/cards';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useSiteConfig } from '../../api/site-config';
import { StripeCardForm } from './stripe-card-form';
import { useT } from '../../lib/i18n';

/** The schema reports expiry problems on expMonth/expYear (its parsed fields). */
const fieldError = (errors: object, name: string) =>
  (errors as Record<string, { message?: string } | undefined>)[name];

interface CardForm {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

/** SPEC 2 'Add New Card': number, holder name, expiry, CVC; Close, Save. Invalid input blocks the submit. */
export function AddCardModal({
  open,
  onOpenChange,
  onSaved,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (card: CardDto) => void;
  title?: string;
}) {
  const t = useT();
  const add = useAddCard();
  const schema = cardFormSchema();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CardForm, unknown, CardDetails>({
    // The schema turns 'MM / YY' into month and year; the form keeps what the buyer typed.
    resolver: zodResolver(schema as never) as unknown as Resolver<CardForm, unknown, CardDetails>,
    defaultValues: { number: '', name: '', expiry: '', cvc: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      reset();
      add.reset();
    }
    onOpenChange(next);
  };
  const onSubmit = handleSubmit((card) => {
    add.mutate(card, {
      onSuccess: ({ card: saved }) => {
        onSaved?.(saved);
        close(false);
      },
    });
  });
  const { data: site } = useSiteConfig();
  if (site?.payments === 'stripe' && site.stripePublishableKey)
    return (
      <Modal open={open} onOpenChange={close} title={title ?? t('payment.addNewCard')}>
        {open && (
          <StripeCardForm
            publishableKey={site.stripePublishableKey}
            onClose={() => close(false)}
            onSaved={(card) => {
              onSaved?.(card);
              close(false);
            }}
          />
        )}
      </Modal>
    );
  return (
    <Modal open={open} onOpenChange={close} title={title ?? t('payment.addNewCard')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('payment.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          className="sm:col-span-2"
          error={errors.number?.message}
          {...register('number')}
        />
        <TextField
          label={t('payment.cardHolderName')}
          autoComplete="cc-name"
          maxLength={35}
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('payment.expiryMmYy')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('payment.mmYy')}
          maxLength={9}
          error={(errors.expiry ?? fieldError(errors, 'expMonth') ?? fieldError(errors, 'expYear'))?.message}
          {...register('expiry')}
        />
        <TextField
          label={t('payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
        {add.error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{add.error.message}</Alert>
          </div>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('payment.close')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('payment.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
