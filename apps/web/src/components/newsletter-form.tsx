import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { newsletterSchema, type NewsletterInput } from '@lfm/core';
import { useNewsletterSignup } from '../api/newsletter-signup';
import { cn } from '../lib/cn';
import { Button } from './button';
import { TextField } from './field';

/**
 * The newsletter sign-up (SPEC 1, 5): name, email and zip; the server's message is toasted and the form
 * cleared. `row` lays the fields out on one line where there is room.
 */
export function NewsletterForm({
  layout = 'stack',
  className,
}: {
  layout?: 'stack' | 'row';
  className?: string;
}) {
  const id = useId();
  const signup = useNewsletterSignup();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
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
      aria-label="Newsletter sign-up"
      className={cn(
        'grid gap-3',
        layout === 'row'
          ? 'sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_8rem_auto] lg:items-start'
          : 'sm:grid-cols-2',
        className,
      )}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${id}-zip`}
        label="Zip code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
      <Button
        type="submit"
        loading={signup.isPending}
        className={cn(
          layout === 'row' ? 'self-end sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]' : 'self-end',
        )}
      >
        Sign up
      </Button>
    </form>
  );
}

export default NewsletterForm;
