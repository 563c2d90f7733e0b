import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';
import { useT } from '../lib/i18n';

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
}
type Name = keyof AddressValues;

/** A form's starting values from a saved address, or empty fields for a new one. */
export const addressValues = (a?: Partial<AddressValues> | null): AddressValues => ({
  addressLine1: a?.addressLine1 ?? '',
  addressLine2: a?.addressLine2 ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  postalCode: a?.postalCode ?? '',
});

/** Bound to react-hook-form, or plain inputs named after the fields (read with FormData). */
type Source =
  | {
      register: (name: Name) => UseFormRegisterReturn;
      errors: Partial<Record<Name, { message?: string }>>;
    }
  | { defaults?: Partial<AddressValues> | null };

/** The address form's fields (SPEC 5: lines 1 and 2, city, state, postal code, with their max lengths). */
export function AddressFields({ zipLength = 10, ...source }: Source & { zipLength?: number }) {
  const t = useT();
  const bind = (name: Name) =>
    'register' in source
      ? { error: source.errors[name]?.message, ...source.register(name) }
      : { name, defaultValue: source.defaults?.[name] ?? '' };
  return (
    <>
      <TextField
        label={t('field.addressLine1')}
        autoComplete="address-line1"
        maxLength={100}
        className="sm:col-span-2"
        {...bind('addressLine1')}
      />
      <TextField
        label={t('common.addressLine2Optional')}
        autoComplete="address-line2"
        maxLength={100}
        className="sm:col-span-2"
        {...bind('addressLine2')}
      />
      <TextField label={t('field.city')} autoComplete="address-level2" maxLength={50} {...bind('city')} />
      <TextField label={t('field.state')} autoComplete="address-level1" maxLength={100} {...bind('state')} />
      <TextField
        label={t('field.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={zipLength}
        {...bind('postalCode')}
      />
    </>
  );
}
