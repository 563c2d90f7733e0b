import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import {
  signupFormSchema,
  toSignupWire,
  UserType,
  WholesaleType,
  type SignupForm,
  type SignupFormInput,
} from '@lfm/core';
import { useSignup } from '../../api/signup';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { authModal } from '../../lib/auth-modal';
import { CertificateField, certificateError } from './certificate-field';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { useCompleteSignIn } from './use-complete-sign-in';
import { tNow, useT } from '../../lib/i18n';

/** SPEC 5: the user type choices, in the order the form lists them. */
const USER_TYPE_OPTIONS = [
  { value: UserType.Customer, label: 'userType.customer' },
  { value: UserType.Wholesaler, label: 'userType.wholesaler' },
  { value: UserType.Farmer, label: 'userType.farmer' },
  { value: UserType.School, label: 'userType.school' },
  { value: UserType.PickUpHost, label: 'userType.host' },
] as const;
const WHOLESALE_OPTIONS = [
  { value: WholesaleType.University, label: 'wholesaleType.university' },
  { value: WholesaleType.Restaurant, label: 'wholesaleType.restaurant' },
  { value: WholesaleType.Other, label: 'wholesaleType.other' },
] as const;
const FARMER_FLAGS = [
  { name: 'certifiedOrganic', label: 'auth.usdaOrganic' },
  { name: 'nofa', label: 'farm.nofa' },
  { name: 'other', label: 'wholesaleType.other' },
] as const;

const flag = (on: boolean | undefined) => (on ? '1' : '0');

function toFormData(v: SignupForm, certificate: File | null) {
  const wire = toSignupWire(v.userType, v.consumerType);
  const isFarmer = v.userType === UserType.Farmer;
  const fd = new FormData();
  fd.set('firstName', v.firstName);
  fd.set('lastName', v.lastName);
  fd.set('email', v.email);
  fd.set('password', v.password);
  fd.set('userType', String(wire.userType));
  if (wire.consumerType !== undefined) fd.set('consumerType', String(wire.consumerType));
  fd.set('addressLine1', v.addressLine1);
  fd.set('addressLine2', v.addressLine2);
  fd.set('city', v.city);
  fd.set('state', v.state);
  fd.set('postalCode', v.postalCode);
  // SPEC 5: farmer checkboxes are sent as 0 when unset.
  fd.set('certifiedOrganic', flag(isFarmer && v.certifiedOrganic));
  fd.set('nofa', flag(isFarmer && v.nofa));
  fd.set('other', flag(isFarmer && v.other));
  if (certificate) fd.set('certificateImage', certificate);
  return fd;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg font-semibold text-soil">{title}</legend>
      {children}
    </fieldset>
  );
}

export function SignUpForm({ preset }: { preset?: number }) {
  const t = useT();
  const id = useId();
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certError, setCertError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SignupFormInput, unknown, SignupForm>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: { userType: preset ? String(preset) : '', consumerType: '' },
  });

  const userType = Number(watch('userType'));
  const isWholesale = userType === UserType.Wholesaler;
  const needsCertificate = isWholesale || userType === UserType.School;
  const checkCertificate = (file: File | null) => {
    const message = needsCertificate ? certificateError(file, isWholesale) : undefined;
    setCertError(message);
    return message;
  };

  // Invalid input blocks the submit (the old product's form submitted anyway).
  const onSubmit = handleSubmit(
    (values) => {
      if (checkCertificate(certificate)) return;
      signup.mutate(toFormData(values, needsCertificate ? certificate : null), {
        onSuccess: (res) => completeSignIn(res, (name) => tNow('auth.welcome', { name })),
      });
    },
    () => checkCertificate(certificate),
  );

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Section title={t('auth.aboutYou')}>
        <TextField
          id={f('first')}
          label={t('field.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={f('last')}
          label={t('field.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id={f('email')}
          label={t('field.email')}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id={f('password')}
          label={t('field.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id={f('confirm')}
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </Section>

      <Section title={t('account.yours')}>
        <SelectField
          id={f('type')}
          label={t('auth.iAmA')}
          error={errors.userType?.message}
          className={isWholesale ? undefined : 'sm:col-span-2'}
          {...register('userType')}
        >
          <option value="">{t('auth.selectUserType')}</option>
          {USER_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </SelectField>
        {isWholesale && (
          <SelectField
            id={f('wholesale')}
            label={t('auth.wholesaleType')}
            error={errors.consumerType?.message}
            {...register('consumerType')}
          >
            <option value="">{t('auth.selectWholeSaleType')}</option>
            {WHOLESALE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </SelectField>
        )}
        {(userType === UserType.Farmer || userType === UserType.PickUpHost) && (
          <p className="flex items-start gap-2 rounded-lg bg-sky/10 px-3 py-2.5 text-sm text-sky sm:col-span-2">
            <Info className="mt-px size-5 shrink-0" strokeWidth={1.75} aria-hidden />
            {t('auth.portalNote', { portal: userType === UserType.Farmer ? 'farmer' : 'host' })}
            {userType === UserType.Farmer && ` ${t('auth.adminVerifies')}`}
          </p>
        )}
        {userType === UserType.Farmer && (
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-soil">
              {t('auth.certifications')}{' '}
              <span className="font-normal text-soil-muted">{t('auth.optional')}</span>
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {FARMER_FLAGS.map((c) => (
                <label key={c.name} className="flex items-center gap-2 text-soil">
                  <input type="checkbox" className="size-5 accent-leaf" {...register(c.name)} />
                  {t(c.label)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {needsCertificate && (
          <CertificateField
            id={f('certificate')}
            file={certificate}
            error={certError}
            optional={!isWholesale}
            onChange={(file) => {
              setCertificate(file);
              checkCertificate(file);
            }}
          />
        )}
      </Section>

      <Section title={t('auth.yourAddress')}>
        <TextField
          id={f('line1')}
          label={t('field.addressLine1')}
          autoComplete="address-line1"
          className="sm:col-span-2"
          maxLength={100}
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          id={f('line2')}
          label={
            <>
              {t('field.addressLine2')}{' '}
              <span className="font-normal text-soil-muted">{t('auth.optional')}</span>
            </>
          }
          autoComplete="address-line2"
          className="sm:col-span-2"
          maxLength={100}
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          id={f('city')}
          label={t('field.city')}
          autoComplete="address-level2"
          maxLength={100}
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id={f('state')}
            label={t('field.state')}
            autoComplete="address-level1"
            maxLength={30}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            id={f('zip')}
            label={t('field.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
        </div>
      </Section>

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-soil">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-leaf"
            aria-invalid={!!errors.terms}
            aria-describedby={errors.terms ? f('terms-error') : undefined}
            {...register('terms')}
          />
          <span>
            {t('auth.iAgreeToThe')}{' '}
            <a
              href="/termsofuse"
              target="_blank"
              rel="noopener"
              className="font-medium text-leaf underline underline-offset-2"
            >
              {t('footer.terms')}
              <span className="sr-only"> {t('auth.opensInANew')}</span>
            </a>
            .
          </span>
        </label>
        {errors.terms && (
          <p id={f('terms-error')} role="alert" className="text-sm text-berry">
            {t.text(errors.terms.message ?? '')}
          </p>
        )}
      </div>

      <FormError message={signup.error?.message} />
      <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
        <p className="text-soil-muted">
          {t('auth.alreadyHaveAnAccount')}
          <button
            type="button"
            className="font-semibold text-leaf underline-offset-2 hover:underline"
            onClick={() => authModal.open('sign-in-as')}
          >
            {t('auth.signIn')}
          </button>
        </p>
        <Button type="submit" size="lg" loading={signup.isPending} className="w-full sm:w-auto">
          {t('auth.signUp')}
        </Button>
      </div>
    </form>
  );
}
