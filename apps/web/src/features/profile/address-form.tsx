import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { addressSchema, type AddressDto } from '@lfm/core';
import { useAddAddress } from '../../api/add-address';
import { useEditAddress } from '../../api/edit-address';
import { Button } from '../../components/button';
import { AddressFields, addressValues } from '../../components/address-fields';
import { useT } from '../../lib/i18n';

/** Add a new address (address null) or edit a saved one; saving returns to Contact Details. */
export function AddressForm({ address, onDone }: { address: AddressDto | null; onDone: () => void }) {
  const t = useT();
  const add = useAddAddress();
  const edit = useEditAddress();
  const saving = add.isPending || edit.isPending;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addressSchema),
    defaultValues: addressValues(address),
  });

  const onSaved = ({ message }: { message: string }) => {
    toast.success(message);
    onDone();
  };
  const onSubmit = handleSubmit((values) =>
    address
      ? edit.mutate({ ...values, addressId: address._id }, { onSuccess: onSaved })
      : add.mutate(values, { onSuccess: onSaved }),
  );

  return (
    <div>
      <h2 tabIndex={-1} className="text-2xl text-soil focus:outline-none">
        {address ? t('profile.editAddress') : t('profile.addAddressTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <AddressFields register={register} errors={errors} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={saving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('profile.saveAddress')}
          </Button>
        </div>
      </form>
    </div>
  );
}
