import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { addressSchema, type AddressDto } from '@lfm/core';
import { useAddAddress } from '../../api/add-address';
import { useEditAddress } from '../../api/edit-address';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';

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
    defaultValues: {
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
    },
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
        <TextField
          label="Address line 1"
          autoComplete="address-line1"
          maxLength={100}
          className="sm:col-span-2"
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={100}
          className="sm:col-span-2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={50}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          maxLength={100}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
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
