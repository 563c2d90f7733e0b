import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ArrowRight, Newspaper } from 'lucide-react';
import { farmersPostSchema } from '@lfm/core';
import { useNewsletterSignup } from '../../api/newsletter-signup';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { authModal } from '../../lib/auth-modal';

type FarmersPostInput = z.infer<typeof farmersPostSchema>;

/** SPEC 2 Farmers Post: farmers post their harvest; readers sign up with first name, last name, email, zip. */
export function FarmersPost() {
  const id = useId();
  const signup = useNewsletterSignup();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FarmersPostInput>({ resolver: zodResolver(farmersPostSchema), mode: 'onTouched' });

  // SPEC 5: the name is sent as first and last joined by a space.
  const onSubmit = handleSubmit(({ firstName, lastName, email, zipCode }) =>
    signup.mutate(
      { name: `${firstName} ${lastName}`, email, zipCode, source: 'farmers_post' },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          reset();
        },
      },
    ),
  );

  return (
    <section aria-labelledby="farmers-post-heading" className="bg-white">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-16 sm:px-6 mobile:grid-cols-2 mobile:items-center">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-harvest-tint px-3 py-1 text-sm font-semibold text-harvest-dark">
            <Newspaper className="size-4" strokeWidth={1.75} aria-hidden />
            Farmers Post
          </p>
          <h2 id="farmers-post-heading" className="mb-4 text-3xl mobile:text-4xl">
            Hear it first when the harvest comes in
          </h2>
          <p className="mb-4 text-lg text-soil-muted">
            Our farmers post what they’ve just picked, what’s coming next week and when their order windows
            open. Sign up and the Farmers Post lands in your inbox, straight from the field.
          </p>
          <p className="mb-6 text-soil-muted">
            Can’t get to a market? Many farms ship their goods directly to your door using sustainable
            shipping.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link
              to="/toyourdoor"
              className="inline-flex items-center gap-2 font-semibold text-leaf underline-offset-4 hover:underline"
            >
              See what ships to your door
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden />
            </Link>
            <p className="text-soil-muted">
              Want to order?{' '}
              <button
                type="button"
                onClick={() => authModal.open('sign-up')}
                className="font-semibold text-leaf underline underline-offset-4"
              >
                Sign Up
              </button>
            </p>
          </div>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Farmers Post sign-up"
          className="grid gap-4 rounded-xl border border-line bg-cream p-5 sm:grid-cols-2 sm:p-7"
        >
          <TextField
            id={`${id}-first`}
            label="First name"
            autoComplete="given-name"
            maxLength={50}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id={`${id}-last`}
            label="Last name"
            autoComplete="family-name"
            maxLength={50}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            className="sm:col-span-2"
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
          <Button type="submit" loading={signup.isPending} className="self-end">
            Get the Farmers Post
          </Button>
        </form>
      </div>
    </section>
  );
}
