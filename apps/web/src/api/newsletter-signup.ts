import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NewsletterInput } from '@lfm/core';
import { api } from './client';

export interface NewsletterSignupRequest extends NewsletterInput {
  /** 'newsletter' (footer, home, schools) or 'farmers_post' (the home Farmers Post block). */
  source?: 'newsletter' | 'farmers_post';
}

export const newsletterSignup = (body: NewsletterSignupRequest) =>
  api<MessageResponse>('POST', 'newsletter/newsletterSignup', { body });

/** POST newsletter/newsletterSignup; a background form, so no blocking overlay. */
export const useNewsletterSignup = () =>
  useMutation({ mutationFn: newsletterSignup, meta: { blocking: false } });
