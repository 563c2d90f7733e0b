/**
 * Search across every farm's food (issue 18.1): the query the header's box and the results page
 * send to GET /api/search, checked the same way on both sides, and the answer's shape.
 */
import { z } from 'zod';
import { CATEGORIES } from './catalog';
import { inventoryDtoSchema } from './catalog-types';
import { INT_MAX, ZIP_MESSAGE, ZIP_PATTERN } from './fields';
import { msg } from './i18n/translate';

export const SEARCH_SORTS = ['relevance', 'price', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 12;
import { SEARCH_TEXT_MAX } from './search-limits';
import type { ClientRequest } from './contract/http';
export { SEARCH_TEXT_MAX };
/** Pick-up locations farther than this from the buyer's zip do not reach them. */
export const PICKUP_REACH_MILES = 50;

export const SEARCH_MESSAGES = {
  q: msg('search.rule.q'),
  qMax: msg('search.rule.qMax', { n: SEARCH_TEXT_MAX }),
  zip: ZIP_MESSAGE,
  kind: msg('search.rule.kind'),
  category: msg('search.rule.category', { ids: CATEGORIES.map((c) => c.id).join(', ') }),
  price: msg('search.rule.price'),
  priceOrder: msg('search.rule.priceOrder'),
  sort: msg('search.rule.sort'),
  page: 'page must be a whole number of at least 1.',
  limit: 'limit must be a whole number from 1 to 50.',
  farmId: 'farmId must be a whole number of at least 1.',
} as const;

/** Query values arrive as text; blank counts as absent so a cleared filter can be sent as it is. */
const absent = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(absent, schema.optional());
const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: SEARCH_MESSAGES.q })
      .trim()
      .min(1, SEARCH_MESSAGES.q)
      .max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.qMax),
    zipCode: optional(z.string().trim().regex(ZIP_PATTERN, SEARCH_MESSAGES.zip)),
    /** 1 pick up, 2 delivery, 3 shipping; absent: any way that reaches the buyer. */
    distributionType: optional(whole(SEARCH_MESSAGES.kind, 1, 3)),
    category: optional(
      z.coerce
        .number({ error: SEARCH_MESSAGES.category })
        .refine((c) => CATEGORIES.some((x) => x.id === c), SEARCH_MESSAGES.category),
    ),
    /** Certified organic or NOFA farms only. */
    organic: optional(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
    minPriceCents: optional(whole(SEARCH_MESSAGES.price, 0, INT_MAX)),
    maxPriceCents: optional(whole(SEARCH_MESSAGES.price, 0, INT_MAX)),
    farmId: optional(whole(SEARCH_MESSAGES.farmId, 1, INT_MAX)),
    sort: z.preprocess(absent, z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).default('relevance')),
    page: z.preprocess(absent, whole(SEARCH_MESSAGES.page, 1, 10_000).default(1)),
    limit: z.preprocess(absent, whole(SEARCH_MESSAGES.limit, 1, 50).default(SEARCH_PAGE_SIZE)),
  })
  .refine((v) => v.minPriceCents == null || v.maxPriceCents == null || v.minPriceCents <= v.maxPriceCents, {
    message: SEARCH_MESSAGES.priceOrder,
    path: ['maxPriceCents'],
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** What the web's search sends (the server fills sort, page and limit). */
export type SearchRequest = ClientRequest<SearchQuery, 'q'>;

export const searchHitSchema = inventoryDtoSchema.extend({
  distanceMiles: z
    .number()
    .nullable()
    .meta({ description: "Miles from the buyer's zip to the farm; null without a zip." }),
  certifiedOrganic: z.boolean(),
});
export type SearchHitDto = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  result: z.array(searchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  farms: z
    .array(z.object({ _id: z.number().int(), farmName: z.string() }))
    .meta({ description: "The farms with matches (all filters but the farm's), for the farm filter." }),
});
export type SearchResultDto = z.infer<typeof searchResultSchema>;
