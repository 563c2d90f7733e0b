import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BECOME_FARMER_MAX as MAX,
  HOME_COUNTRY,
  becomeFarmerSchema,
  homeCountryName,
  keptCountry,
  type BecomeFarmerInput,
} from '@lfm/core';
import { useAddFarmer } from '../../api/add-farmer';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextAreaField, TextField } from '../../components/field';
import { Page } from '../../components/page';
import { SellWithUs } from './sell-with-us';
import { BECOME_FARMER_LABELS } from './become-farmer-labels';
import { useT, type Locale } from '../../lib/i18n';

const EMPTY: BecomeFarmerInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: HOME_COUNTRY,
  certifications: '',
  questions: '',
};
/** The empty form, its country filled in as the reader names it (the application keeps HOME_COUNTRY). */
const emptyForm = (locale: Locale): BecomeFarmerInput => ({ ...EMPTY, country: homeCountryName(locale) });

/** SPEC 2 'Become-a-farmer form': an application the team reviews before the farm goes live. */
export default function BecomeFarmerPage() {
  const t = useT();
  const navigate = useNavigate();
  const addFarmer = useAddFarmer();
  const notice = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(becomeFarmerSchema), defaultValues: emptyForm(t.locale) });
  // A switch of language names the home country in the new one; a country the person wrote stays.
  useEffect(() => {
    if (keptCountry(getValues('country').trim()) === HOME_COUNTRY)
      setValue('country', homeCountryName(t.locale));
  }, [t.locale, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    addFarmer.mutate(values, {
      onSuccess: () => {
        reset(emptyForm(t.locale));
        notice.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      },
    }),
  );

  return (
    <Page title={t('becomeFarmer.title')} heading={null}>
      <div className="grid gap-8 mobile:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] mobile:gap-12">
        <SellWithUs />
        <section
          aria-labelledby="farmer-form-title"
          className="rounded-xl border border-line bg-white p-5 shadow-sm mobile:p-8"
        >
          <h2 id="farmer-form-title" className="text-2xl text-soil">
            {t('becomeFarmer.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-soil-muted">{t('becomeFarmer.allRequired')}</p>
          <div ref={notice} className="scroll-mt-24">
            {addFarmer.isSuccess && (
              <Alert tone="success" title={t('becomeFarmer.sent')} className="mt-5">
                {addFarmer.data.message}
              </Alert>
            )}
          </div>
          <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
            <TextField
              label={t(BECOME_FARMER_LABELS.firstName)}
              autoComplete="given-name"
              maxLength={MAX.firstName}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.lastName)}
              autoComplete="family-name"
              maxLength={MAX.lastName}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.email)}
              type="email"
              autoComplete="email"
              maxLength={MAX.email}
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.phone)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={MAX.phone}
              hint={t('profile.digitsOnly')}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.addressLine1)}
              autoComplete="address-line1"
              maxLength={MAX.addressLine1}
              className="sm:col-span-2"
              error={errors.addressLine1?.message}
              {...register('addressLine1')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.addressLine2)}
              autoComplete="address-line2"
              maxLength={MAX.addressLine2}
              className="sm:col-span-2"
              error={errors.addressLine2?.message}
              {...register('addressLine2')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.city)}
              autoComplete="address-level2"
              maxLength={MAX.city}
              error={errors.city?.message}
              {...register('city')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.state)}
              autoComplete="address-level1"
              maxLength={MAX.state}
              error={errors.state?.message}
              {...register('state')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.postalCode)}
              autoComplete="postal-code"
              maxLength={MAX.postalCode}
              error={errors.postalCode?.message}
              {...register('postalCode')}
            />
            <TextField
              label={t(BECOME_FARMER_LABELS.country)}
              autoComplete="country-name"
              maxLength={MAX.country}
              error={errors.country?.message}
              {...register('country')}
            />
            <TextAreaField
              label={t(BECOME_FARMER_LABELS.certifications)}
              placeholder={t('becomeFarmer.certificationsHint')}
              maxLength={MAX.certifications}
              className="sm:col-span-2"
              error={errors.certifications?.message}
              {...register('certifications')}
            />
            <TextAreaField
              label={t(BECOME_FARMER_LABELS.questions)}
              placeholder={t('becomeFarmer.questionsHint')}
              maxLength={MAX.questions}
              className="sm:col-span-2"
              error={errors.questions?.message}
              {...register('questions')}
            />
            <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => navigate('/')}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" loading={addFarmer.isPending}>
                {t('auth.submit')}
              </Button>
            </div>
          </form>
        </section>
      </div>
    </Page>
  );
}
