/** The admin calls' requests (docs/api-portals.md): applications, users, markets and recipes. */
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  adminMarketSchema,
  adminRecipeSchema,
  adminUserSchema,
  farmerApplicationSchema,
  marketSchema,
  recipeSchema,
} from '../admin';
import { pagedSchema } from '../catalog-types';
import { workflowUndoSchema } from '../checkout';
import { calendarDateField, FROM_AFTER_TO, type DateFieldName } from '../farm-sales';
import { addFarmerRequestSchema } from '../users';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { messageResponseSchema } from './http';
import { blankAsAbsent, optionalId, paging, searchParam } from './params';
import { adminMarketExample, adminRecipeExample, applicationExample } from './examples';
import { route } from './route';

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'Must be true or false.',
});

export const adminApplicationsQuery = z.object({
  ...paging,
  status: z.enum(APPLICATION_STATUSES).optional(),
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

const admin = { tags: ['admin'], access: 'user' } as const;
const savedMarket = messageResponseSchema.extend({ market: adminMarketSchema });

/** The admin's calls: applications to sell, users, markets, recipes and failed undos. */
export const adminApi = {
  applications: route({
    ...admin,
    method: 'GET',
    path: 'admin/farmerApplications',
    summary: 'Farmer applications from become-a-farmer, newest first',
    query: adminApplicationsQuery,
    response: pagedSchema(farmerApplicationSchema).meta({
      examples: [{ result: [applicationExample], total: 1, page: 1, limit: 20 }],
    }),
    errors: [400, 403],
  }),
  approveApplication: route({
    ...admin,
    method: 'POST',
    path: 'admin/farmerApplications/approve',
    summary: 'Approve: creates the farmer account and emails a set-password link',
    body: adminApplicationBody,
    response: messageResponseSchema.meta({
      examples: [{ message: 'Application approved: the farmer has been emailed a link to set a password.' }],
    }),
    errors: [400, 403, 404, 409],
  }),
  declineApplication: route({
    ...admin,
    method: 'POST',
    path: 'admin/farmerApplications/decline',
    summary: 'Decline an application',
    body: adminApplicationBody,
    response: messageResponseSchema.meta({
      examples: [{ message: 'Application declined: the applicant has been told.' }],
    }),
    errors: [400, 403, 404],
  }),
  users: route({
    ...admin,
    method: 'GET',
    path: 'admin/users',
    summary: 'Find users by name or email, optionally of one user type (5: pick-up hosts)',
    query: adminUsersQuery,
    response: pagedSchema(adminUserSchema).meta({
      examples: [
        {
          result: [
            {
              _id: 12,
              email: 'ada@example.com',
              firstName: 'Ada',
              lastName: 'Moss',
              userType: 2,
              consumerType: null,
              role: 'user',
              invoiceStatus: null,
              disabled: false,
              createdAt: '2026-03-02T17:41:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 20,
        },
      ],
    }),
    errors: [400, 403],
  }),
  disableUser: route({
    ...admin,
    method: 'POST',
    path: 'admin/users/disable',
    summary: "Disable (or enable) a user: their sessions' next call answers errorCode 17",
    body: adminDisableUserBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'User disabled.' }] }),
    errors: [400, 403, 404],
  }),
  invoiceStatus: route({
    ...admin,
    method: 'POST',
    path: 'admin/users/invoiceStatus',
    summary: 'Approve a wholesale buyer to pay by invoice (invoiceStatus 0), or withdraw it',
    body: adminInvoiceStatusBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Approved to pay by invoice.' }] }),
    errors: [400, 403, 404],
  }),
  failedUndos: route({
    ...admin,
    method: 'GET',
    path: 'admin/failedUndos',
    summary: 'Checkout undos (refunds, stock releases) that failed: retried by the job runner until done',
    response: z.object({ result: z.array(workflowUndoSchema) }).meta({
      examples: [
        {
          result: [
            {
              id: 5,
              workflow: 'checkout',
              runId: 311,
              key: '12:9f1c2d4e-checkout',
              step: 'releaseStock',
              state: 'retrying',
              attempts: 3,
              lastError: 'connection terminated unexpectedly',
              runError: 'Your card was declined.',
              orderId: null,
              paymentId: 'pay_local_88',
              createdAt: '2026-11-18T15:00:04.000Z',
              doneAt: null,
            },
          ],
        },
      ],
    }),
    errors: [403],
  }),
  markets: route({
    ...admin,
    method: 'GET',
    path: 'admin/markets',
    summary: 'Every market, shown and hidden',
    response: z
      .object({ result: z.array(adminMarketSchema) })
      .meta({ examples: [{ result: [adminMarketExample] }] }),
    errors: [403],
  }),
  saveMarket: route({
    ...admin,
    method: 'POST',
    path: 'admin/markets/save',
    summary: 'Create (no marketId) or edit a market or pop-up; status 1 hides it',
    body: adminMarketSaveBody,
    response: savedMarket.meta({ examples: [{ message: 'Market saved.', market: adminMarketExample }] }),
    errors: [400, 403, 404],
  }),
  marketPicture: route({
    ...admin,
    method: 'POST',
    path: 'admin/markets/picture',
    summary: "Set a market's icon (square, for its card) or picture (wide, for its page)",
    description: 'multipart/form-data: marketId, kind (icon | image), picture.',
    form: { fields: adminMarketPictureForm, files: ['picture'] },
    response: savedMarket.meta({ examples: [{ message: 'Picture saved.', market: adminMarketExample }] }),
    errors: [400, 403, 404],
  }),
  recipes: route({
    ...admin,
    method: 'GET',
    path: 'admin/recipes',
    summary: 'Every recipe, published and draft',
    response: z
      .object({ result: z.array(adminRecipeSchema) })
      .meta({ examples: [{ result: [adminRecipeExample] }] }),
    errors: [403],
  }),
  saveRecipe: route({
    ...admin,
    method: 'POST',
    path: 'admin/recipes/save',
    summary: 'Create (no recipeId) or edit a recipe; the HTML is sanitized',
    description: 'multipart/form-data: recipeId?, recipesName, description (HTML), status, image (optional).',
    form: { fields: adminRecipeForm, files: ['image'] },
    response: messageResponseSchema
      .extend({ recipe: adminRecipeSchema })
      .meta({ examples: [{ message: 'Recipe saved.', recipe: adminRecipeExample }] }),
    errors: [400, 403, 404],
  }),
  addFarmer: route({
    method: 'POST',
    path: 'admin/addFarmer',
    summary: 'Apply to become a farmer (public)',
    tags: ['farmer-applications'],
    access: 'client',
    body: addFarmerRequestSchema,
    response: messageResponseSchema.meta({
      examples: [
        { message: 'Thank you for applying: we will write to you once our team has verified your farm.' },
      ],
    }),
    errors: [400, 429],
  }),
};

/** An optional calendar date of a filter; blank is absent. */
const optionalDate = (which: DateFieldName) =>
  z.preprocess(blankAsAbsent, calendarDateField(which).optional());
/**
 * GET admin/audit and admin/audit/export: entries newest first, filtered by who (part of the actor's
 * name or email, or their user id), what (one action) and when (from and to, both days included, in
 * the market's time zone).
 */
const auditFilterFields = {
  actor: searchParam,
  action: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(50, 'Action must be at most 50 characters.').optional(),
  ),
  from: optionalDate('from'),
  to: optionalDate('to'),
};
const fromNotAfterTo = <T extends { from?: string; to?: string }>(v: T) => !v.from || !v.to || v.from <= v.to;
const fromAfterTo = { message: FROM_AFTER_TO, path: ['to'] };
export const adminAuditFilters = z.object(auditFilterFields).refine(fromNotAfterTo, fromAfterTo);
export const adminAuditQuery = z
  .object({ ...auditFilterFields, ...paging })
  .refine(fromNotAfterTo, fromAfterTo);
export type AuditFilters = z.output<typeof adminAuditFilters>;
