import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApplicationBody,
  adminApplicationsQuery,
  adminDisableUserBody,
  adminInvoiceStatusBody,
  adminMarketPictureForm,
  adminMarketSaveBody,
  adminRecipeForm,
  adminUsersQuery,
  okResponse,
  errorResponses,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { adminOnly } from '../../http/roles';
import { multipartForm, readMultipart } from '../../http/multipart';
import { badRequest } from '../../http/errors';
import { listUndos } from '../../workflows/runner';
import { listAllMarkets, listAllRecipes, saveMarket, saveRecipe, setMarketPicture } from './content';
import {
  approveApplication,
  declineApplication,
  findUsers,
  listApplications,
  setDisabled,
  setInvoiceApproval,
} from './service';

export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const guard = [api.requireUser, adminOnly];

  api.get(
    '/admin/farmerApplications',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Farmer applications from become-a-farmer, newest first',
        querystring: adminApplicationsQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await listApplications(api.deps, req.query)),
  );

  api.post(
    '/admin/farmerApplications/approve',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404, 409) },
        tags,
        summary: 'Approve: creates the farmer account and emails a set-password link',
        body: adminApplicationBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await approveApplication(api.deps, req.body.applicationId)),
  );

  api.post(
    '/admin/farmerApplications/decline',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Decline an application',
        body: adminApplicationBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await declineApplication(api.deps, req.body.applicationId)),
  );

  api.get(
    '/admin/users',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Find users by name or email, optionally of one user type (5: pick-up hosts)',
        querystring: adminUsersQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await findUsers(api.deps, req.query)),
  );

  api.post(
    '/admin/users/disable',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: "Disable (or enable) a user: their sessions' next call answers errorCode 17",
        body: adminDisableUserBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await setDisabled(api.deps, currentUser(req).id, req.body.userId, req.body.disabled)),
  );

  api.post(
    '/admin/users/invoiceStatus',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Approve a wholesale buyer to pay by invoice (invoiceStatus 0), or withdraw it',
        body: adminInvoiceStatusBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await setInvoiceApproval(api.deps, req.body.userId, req.body.approved)),
  );
}

/** Undos of checkout steps that failed and are being retried (issue 16), newest first. */
export async function adminWorkflowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/admin/failedUndos',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags: ['admin'],
        summary: 'Checkout undos (refunds, stock releases) that failed: retried by the job runner until done',
        security: signedIn,
      },
      preHandler: [api.requireUser, adminOnly],
    },
    async () => ok({ result: await listUndos(api.deps.database.db) }),
  );
}

/** Markets and recipes, managed by admins. */
export async function adminContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const guard = [api.requireUser, adminOnly];

  api.get(
    '/admin/markets',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Every market, shown and hidden',
        security: signedIn,
      },
      preHandler: guard,
    },
    async () => ok(await listAllMarkets(api.deps)),
  );
  api.post(
    '/admin/markets/save',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Create (no marketId) or edit a market or pop-up; status 1 hides it',
        body: adminMarketSaveBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => {
      const { marketId, ...input } = req.body;
      return ok(await saveMarket(api.deps, marketId ?? null, input));
    },
  );
  api.post(
    '/admin/markets/picture',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: "Set a market's icon (square, for its card) or picture (wide, for its page)",
        description: 'multipart/form-data: marketId, kind (icon | image), picture.',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(adminMarketPictureForm, ['picture']),
      preHandler: guard,
    },
    async (req) => {
      const { fields, files } = await readMultipart(req);
      const { marketId, kind } = adminMarketPictureForm.parse(fields);
      if (!files.picture) throw badRequest('Choose a picture to upload.');
      return ok(await setMarketPicture(api.deps, marketId, kind, files.picture));
    },
  );
  api.get(
    '/admin/recipes',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Every recipe, published and draft',
        security: signedIn,
      },
      preHandler: guard,
    },
    async () => ok(await listAllRecipes(api.deps)),
  );
  api.post(
    '/admin/recipes/save',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Create (no recipeId) or edit a recipe; the HTML is sanitized',
        description:
          'multipart/form-data: recipeId?, recipesName, description (HTML), status, image (optional).',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(adminRecipeForm, ['image']),
      preHandler: guard,
    },
    async (req) => {
      const { fields, files } = await readMultipart(req);
      const { recipeId, ...recipe } = adminRecipeForm.parse(fields);
      return ok(await saveRecipe(api.deps, recipeId ?? null, recipe, files.image));
    },
  );
}
