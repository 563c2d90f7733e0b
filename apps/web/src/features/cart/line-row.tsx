import { useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { formatCents, formatPricePerUnit, type CartLineDto } from '@lfm/core';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useCartItem } from '../../components/use-cart-item';
import { useRemoveFromCart } from '../../api/cart';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

/** One product of the cart: picture, name, unit price, quantity (saved after 300 ms), total, remove. */
export function LineRow({ line }: { line: CartLineDto }) {
  const t = useT();
  const name = ownWords(t.locale, line.productName, line.productNameEs);
  const [qty, setQty] = useState(String(line.productQuantity));
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [zeroAsked, setZeroAsked] = useState(false);
  const cart = useCartItem(line.productId, line.farmId);
  const remove = useRemoveFromCart();
  useEffect(() => setQty(String(line.productQuantity)), [line.productQuantity]);

  const onQty = (v: string) => {
    setQty(v);
    // SPEC 2: 0 is not a quantity; the buyer is asked for at least one unit.
    if (v !== '' && Number(v) === 0) return setZeroAsked(true);
    cart.saveQuantity(Number(v));
  };

  return (
    <li className="grid grid-cols-[64px_1fr] gap-x-4 gap-y-2 border-b border-line py-4 last:border-b-0 sm:grid-cols-[72px_1fr_auto_auto_auto] sm:items-center">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          width={72}
          height={54}
          className="aspect-[4/3] w-16 rounded-md object-cover sm:w-[72px]"
        />
      ) : (
        <span className="aspect-[4/3] w-16 rounded-md bg-leaf-tint sm:w-[72px]" aria-hidden />
      )}
      <div className="min-w-0">
        <p className="font-semibold text-soil">{name}</p>
        <p className="text-sm text-soil-muted">
          {[line.variety, formatPricePerUnit(line.productPriceCents, line.unit, t.locale)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {line.problem && (
          <p role="alert" className="mt-1 text-sm font-semibold text-berry">
            {line.problem}
          </p>
        )}
      </div>
      <QuantityStepper
        value={qty}
        onChange={onQty}
        max={Math.max(line.maxQuantity, line.productQuantity)}
        label={t('common.quantityOf', { name })}
        className="col-start-2 sm:col-start-auto"
      />
      <p className="tabular col-start-2 font-semibold text-soil sm:col-start-auto sm:w-24 sm:text-right">
        {formatCents(line.totalPriceCents)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="col-start-2 w-fit text-berry sm:col-start-auto"
        onClick={() => setConfirmRemove(true)}
        aria-label={t('cart.removeItem', { name })}
      >
        <Trash2 className="size-4" strokeWidth={1.75} aria-hidden />
        <span className="sm:sr-only">{t('cart.remove')}</span>
      </Button>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('cart.areYouSureYou')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { productListId: line._id, farmId: line.farmId },
            { onSettled: () => setConfirmRemove(false) },
          )
        }
      />
      <Modal open={zeroAsked} onOpenChange={setZeroAsked} title={t('cart.atLeastOne')} size="sm">
        <div className="flex justify-end">
          <Button
            onClick={() => {
              setZeroAsked(false);
              setQty(String(line.productQuantity));
            }}
          >
            {t('cart.ok')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
