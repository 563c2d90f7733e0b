import { useMutation } from '@tanstack/react-query';
import { type NewsletterRequest, type NewsletterSource } from '@lfm/core';
import { newsletterApi } from '@lfm/core/routes';
import { call } from './client';

/** source: 'newsletter' (footer, schools) or 'farmers_post' (the home page's Farmers Post block). */
export type { NewsletterSource };
export type NewsletterSignupRequest = NewsletterRequest;

export const newsletterSignup = (body: NewsletterSignupRequest) =>
  call(newsletterApi.newsletterSignup, { body });

/** POST newsletter/newsletterSignup; a background form, so no blocking overlay. */
export const useNewsletterSignup = () =>
  useMutation({ mutationFn: newsletterSignup, meta: { blocking: false } });
