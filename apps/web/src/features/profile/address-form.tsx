import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { addressSchema, type AddressDto } from '@lfm/core';
import { useAddAddress } from '../../api/add-address';
import { useEditAddress } from '../../api/edit-address';
import { Button } from '../../components/button';
import { AddressFields, addressValues } from '../../components/address-fields';

/** Add a new address (address null) or edit a saved one; saving returns to Contact Details. */
export function AddressForm({ address, onDone }: { address: AddressDto | null; onDone: () => void }) {
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
        {address ? 'Edit address' : 'Add address'}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <AddressFields register={register} errors={errors} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save address
          </Button>
        </div>
      </form>
    </div>
  );
}
