import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Truck } from 'lucide-react';
import { ADDRESS_MESSAGES, deliveryFeeLabel, formatCents } from '@lfm/core';
import { AddressFields } from '../../components/address-fields';
import type { ProductOrderInput } from './product-order-schema';
import type { DeliveryQuote } from './use-delivery-quote';
import { useT } from '../../lib/i18n';

/** Where the quote stands, in the spec's words. */
function QuoteLine({ quote }: { quote: DeliveryQuote }) {
  const t = useT();
  switch (quote.status) {
    case 'incomplete':
      return <p className="text-sm text-soil-muted">{t('product.enterTheFullAddress')}</p>;
    case 'checking':
      return <p className="text-sm text-soil-muted">{t('product.checkingTheAddress')}</p>;
    case 'invalid':
      return (
        <p role="alert" className="text-sm text-berry">
          {ADDRESS_MESSAGES.invalid}
        </p>
      );
    case 'unavailable':
      return (
        <p role="alert" className="text-sm text-berry">
          {t('product.sorryDeliveryIsNot')}
        </p>
      );
    case 'ok':
      return (
        <div className="rounded-lg bg-leaf-tint px-3 py-2 text-soil">
          <p className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 font-medium">
              <Truck className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
              {t.text(deliveryFeeLabel(quote.kind))}
            </span>
            <span className="tabular font-semibold">
              {quote.varies
                ? t('farm.feeFrom', { price: formatCents(quote.cents, t.locale) })
                : formatCents(quote.cents, t.locale)}
            </span>
          </p>
          {quote.kind !== 'free' && quote.freeDeliveryOverCents != null && (
            <p className="mt-1 text-sm text-soil-muted">
              {t('product.freeDeliveryOnOrders', { cents: formatCents(quote.freeDeliveryOverCents) })}
            </p>
          )}
        </div>
      );
  }
}

/** SPEC 5: the delivery address on the product page (line 1 max 100, state 100, city 50, zip 10). */
export function DeliveryAddress({
  register,
  errors,
  quote,
}: {
  register: UseFormRegister<ProductOrderInput>;
  errors: FieldErrors<ProductOrderInput>;
  quote: DeliveryQuote;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-soil">{t('product.deliveryAddress')}</legend>
      <AddressFields register={register} errors={errors} />
      <div className="self-end sm:col-span-2" aria-live="polite">
        <QuoteLine quote={quote} />
      </div>
    </fieldset>
  );
}
