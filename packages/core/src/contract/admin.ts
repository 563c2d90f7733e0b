/** The admin calls' requests (docs/api-portals.md): applications, users, markets and recipes. */
import { z } from 'zod';
import { marketSchema, recipeSchema } from '../admin';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { optionalId, paging, searchParam } from './params';

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'Must be true or false.',
});

export const adminApplicationsQuery = z.object({
  ...paging,
  status: z.enum(['pending', 'approved', 'declined']).optional(),
});
export const adminApplicationBody = z.object({ applicationId: idField(NOT_FOUND.application) });
export const adminUsersQuery = z.object({
  ...paging,
  search: searchParam,
  userType: optionalId('userType', 5),
});
export const adminDisableUserBody = z.object({ userId: idField(NOT_FOUND.user), disabled: flag });
export const adminInvoiceStatusBody = z.object({ userId: idField(NOT_FOUND.user), approved: flag });

export const adminMarketSaveBody = marketSchema.extend({ marketId: idField(NOT_FOUND.market).optional() });
export const adminMarketPictureForm = z.object({
  marketId: idField(NOT_FOUND.market),
  kind: z.enum(['icon', 'image'], { error: 'Kind is icon or image.' }),
});
export const adminRecipeForm = recipeSchema.extend({
  recipeId: z.preprocess((v) => (v === '' ? undefined : v), idField(NOT_FOUND.recipe).optional()),
});

export type ApplicationStatus = NonNullable<z.output<typeof adminApplicationsQuery>['status']>;
/** admin/markets/save: no marketId creates a market. */
export type MarketSaveRequest = z.input<typeof adminMarketSaveBody>;
