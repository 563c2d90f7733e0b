/** newsletter/newsletterSignup: the form's fields and which list they join. */
import { z } from 'zod';
import { newsletterSchema } from '../users';
import { messageResponseSchema } from './http';
import { route } from './route';

export const NEWSLETTER_SOURCES = ['newsletter', 'farmers_post'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterRequestSchema = newsletterSchema.extend({
  source: z
    .enum(NEWSLETTER_SOURCES, { error: "source must be 'newsletter' or 'farmers_post'." })
    .default('newsletter'),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterApi = {
  newsletterSignup: route({
    method: 'POST',
    path: 'newsletter/newsletterSignup',
    summary: 'Newsletter or Farmers Post sign-up',
    tags: ['newsletter'],
    access: 'client',
    body: newsletterRequestSchema,
    response: messageResponseSchema.meta({
      examples: [{ message: 'Thank you for signing up for our newsletter.' }],
    }),
    errors: [400, 429],
  }),
};
