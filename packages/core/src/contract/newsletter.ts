/** newsletter/newsletterSignup: the form's fields and which list they join. */
import { z } from 'zod';
import { newsletterSchema } from '../users';

export const NEWSLETTER_SOURCES = ['newsletter', 'farmers_post'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterRequestSchema = newsletterSchema.extend({
  source: z
    .enum(NEWSLETTER_SOURCES, { error: "source must be 'newsletter' or 'farmers_post'." })
    .default('newsletter'),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
