import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The address form's fields (SPEC 5: lines 1 and 2, city, state, postal code, with their max lengths). */
export function AddressFields({
  register: r,
  errors: e,
}: {
  register: (name: keyof AddressValues) => UseFormRegisterReturn;
  errors: Partial<Record<keyof AddressValues, { message?: string }>>;
}) {
  return (
    <>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={100}
        className="sm:col-span-2"
        error={e.addressLine1?.message}
        {...r('addressLine1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={100}
        className="sm:col-span-2"
        error={e.addressLine2?.message}
        {...r('addressLine2')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        maxLength={50}
        error={e.city?.message}
        {...r('city')}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        maxLength={100}
        error={e.state?.message}
        {...r('state')}
      />
      <TextField
        label="Zip code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        error={e.postalCode?.message}
        {...r('postalCode')}
      />
    </>
  );
}
