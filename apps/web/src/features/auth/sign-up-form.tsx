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

/** SPEC 5: the user type choices, in the order the form lists them. */
const USER_TYPE_OPTIONS = [
  { value: UserType.Customer, label: 'Local Customer' },
  { value: UserType.Wholesaler, label: 'Wholesale Buyer' },
  { value: UserType.Farmer, label: 'Farmer' },
  { value: UserType.School, label: 'School' },
  { value: UserType.PickUpHost, label: 'Pick Up Host' },
];
const WHOLESALE_OPTIONS = [
  { value: WholesaleType.University, label: 'University' },
  { value: WholesaleType.Restaurant, label: 'Restaurant' },
  { value: WholesaleType.Other, label: 'Other' },
];
const FARMER_FLAGS = [
  { name: 'certifiedOrganic', label: 'USDA Certified Organic' },
  { name: 'nofa', label: 'NOFA' },
  { name: 'other', label: 'Other' },
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
        onSuccess: (res) => completeSignIn(res, (name) => `Welcome to the marketplace, ${name}!`),
      });
    },
    () => checkCertificate(certificate),
  );

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Section title="About you">
        <TextField
          id={f('first')}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={f('last')}
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id={f('email')}
          label="Email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id={f('password')}
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id={f('confirm')}
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </Section>

      <Section title="Your account">
        <SelectField
          id={f('type')}
          label="I am a"
          error={errors.userType?.message}
          className={isWholesale ? undefined : 'sm:col-span-2'}
          {...register('userType')}
        >
          <option value="">Select user type</option>
          {USER_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {isWholesale && (
          <SelectField
            id={f('wholesale')}
            label="Wholesale type"
            error={errors.consumerType?.message}
            {...register('consumerType')}
          >
            <option value="">Select whole sale type</option>
            {WHOLESALE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        )}
        {(userType === UserType.Farmer || userType === UserType.PickUpHost) && (
          <p className="flex items-start gap-2 rounded-lg bg-sky/10 px-3 py-2.5 text-sm text-sky sm:col-span-2">
            <Info className="mt-px size-5 shrink-0" strokeWidth={1.75} aria-hidden />
            After signing up you continue to your{' '}
            {userType === UserType.Farmer ? 'farmer portal' : 'pick-up host portal'}, where you manage your
            business.
            {userType === UserType.Farmer &&
              ' An admin will shortly verify your account; buyers see your farm once it is approved.'}
          </p>
        )}
        {userType === UserType.Farmer && (
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-soil">
              Certifications <span className="font-normal text-soil-muted">(optional)</span>
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {FARMER_FLAGS.map((c) => (
                <label key={c.name} className="flex items-center gap-2 text-soil">
                  <input type="checkbox" className="size-5 accent-leaf" {...register(c.name)} />
                  {c.label}
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

      <Section title="Your address">
        <TextField
          id={f('line1')}
          label="Address line 1"
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
              Address line 2 <span className="font-normal text-soil-muted">(optional)</span>
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
          label="City"
          autoComplete="address-level2"
          maxLength={100}
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id={f('state')}
            label="State"
            autoComplete="address-level1"
            maxLength={30}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            id={f('zip')}
            label="Zip code"
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
            I agree to the{' '}
            <a
              href="/termsofuse"
              target="_blank"
              rel="noopener"
              className="font-medium text-leaf underline underline-offset-2"
            >
              Terms of Use<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </span>
        </label>
        {errors.terms && (
          <p id={f('terms-error')} role="alert" className="text-sm text-berry">
            {errors.terms.message}
          </p>
        )}
      </div>

      <FormError message={signup.error?.message} />
      <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
        <p className="text-soil-muted">
          Already have an account?{' '}
          <button
            type="button"
            className="font-semibold text-leaf underline-offset-2 hover:underline"
            onClick={() => authModal.open('sign-in-as')}
          >
            Sign In
          </button>
        </p>
        <Button type="submit" size="lg" loading={signup.isPending} className="w-full sm:w-auto">
          Sign Up
        </Button>
      </div>
    </form>
  );
}
