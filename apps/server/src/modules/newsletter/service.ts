import { sql } from 'drizzle-orm';
import type { MessageResponse, NewsletterInput, NewsletterSource } from '@lfm/core';
import type { AppDeps } from '../../app-deps';

export const NEWSLETTER_THANKS = 'Thank you for signing up! Look out for fresh news from local farms.';

/**
 * One row per email (any case) and source: signing up again updates the name and zip code.
 * Raw SQL because the conflict target is the expression index (lower(email), source).
 */
export async function subscribe(
  deps: AppDeps,
  input: NewsletterInput & { source: NewsletterSource },
): Promise<MessageResponse> {
  await deps.database.db.execute(sql`
    insert into newsletter_signups (name, email, zip_code, source)
    values (${input.name}, ${input.email}, ${input.zipCode}, ${input.source})
    on conflict (lower(email), source)
    do update set name = excluded.name, email = excluded.email, zip_code = excluded.zip_code`);
  return { message: NEWSLETTER_THANKS };
}
