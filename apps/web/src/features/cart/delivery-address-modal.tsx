import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { addressSchema, type CartAddress } from '@lfm/core';
import { useUpdateDeliveryInfo } from '../../api/cart';
import { AddressFields, addressValues } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n';

/** SPEC 2 Delivery Address modal: saving updates the cart, then applies to every farm set to Delivery or unset. */
export function DeliveryAddressModal({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: CartAddress | null;
}) {
  const t = useT();
  const save = useUpdateDeliveryInfo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addressSchema),
    values: addressValues(initial),
  });
  const onSubmit = handleSubmit((deliveryInfo) =>
    save.mutate(
      { deliveryInfo },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onOpenChange(false);
        },
      },
    ),
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('cart.deliveryAddress')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <AddressFields register={register} errors={errors} />
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cart.close')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('cart.saveAddress')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
