import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/toast';
import { newsletterSchema, type NewsletterInput } from '@lfm/core';
import { useNewsletterSignup, type NewsletterSource } from '../api/newsletter-signup';
import { cn } from '../lib/cn';
import { Button } from './button';
import { TextField } from './field';
import { useT } from '../lib/i18n';

/**
 * The newsletter sign-up (SPEC 1, 5): name, email and zip; the server's message is toasted and the form
 * cleared. The one form of the footer, the home page's Farmers Post and the schools page.
 */
export function NewsletterForm({ source, className }: { source?: NewsletterSource; className?: string }) {
  const t = useT();
  const id = useId();
  const signup = useNewsletterSignup();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(source ? { ...values, source } : values, {
      onSuccess: (res) => {
        toast.success(res.message);
        reset();
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('newsletter.form')}
      className={cn('grid gap-3 sm:grid-cols-2', className)}
    >
      <TextField
        id={`${id}-name`}
        label={t('newsletter.name')}
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${id}-email`}
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${id}-zip`}
        label={t('zip.label')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
      <Button type="submit" loading={signup.isPending} className="self-end">
        {t('newsletter.submit')}
      </Button>
    </form>
  );
}

export default NewsletterForm;
