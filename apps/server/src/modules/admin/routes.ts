import type { FastifyInstance } from 'fastify';
import { adminApi as api, adminMarketPictureForm, adminRecipeForm } from '@lfm/core';
import { actorOf } from '../audit';
import { adminOnly } from '../../http/roles';
import { readMultipart } from '../../http/multipart';
import { badRequest } from '../../http/errors';
import { serve } from '../../http/serve';
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
import { said } from '@lfm/core/i18n/translate';

const admin = { guards: [adminOnly] };

export async function adminRoutes(app: FastifyInstance) {
  serve(app, api.applications, admin, async (req) => listApplications(app.deps, req.query));
  serve(app, api.approveApplication, admin, async (req) =>
    approveApplication(app.deps, actorOf(req), req.body.applicationId),
  );
  serve(app, api.declineApplication, admin, async (req) =>
    declineApplication(app.deps, actorOf(req), req.body.applicationId),
  );
  serve(app, api.users, admin, async (req) => findUsers(app.deps, req.query));
  serve(app, api.disableUser, admin, async (req) =>
    setDisabled(app.deps, actorOf(req), req.body.userId, req.body.disabled),
  );
  serve(app, api.invoiceStatus, admin, async (req) =>
    setInvoiceApproval(app.deps, actorOf(req), req.body.userId, req.body.approved),
  );
}

/** Undos of checkout steps that failed and are being retried (issue 16), newest first. */
export async function adminWorkflowRoutes(app: FastifyInstance) {
  serve(app, api.failedUndos, admin, async () => ({ result: await listUndos(app.deps.database.db) }));
}

/** Markets and recipes, managed by admins. */
export async function adminContentRoutes(app: FastifyInstance) {
  serve(app, api.markets, admin, async () => listAllMarkets(app.deps));
  serve(app, api.saveMarket, admin, async (req) => {
    const { marketId, ...input } = req.body;
    return saveMarket(app.deps, marketId ?? null, input);
  });
  serve(app, api.marketPicture, admin, async (req) => {
    const { fields, files } = await readMultipart(req);
    const { marketId, kind } = adminMarketPictureForm.parse(fields);
    if (!files.picture) throw badRequest(said('admin.refused.choosePicture'));
    return setMarketPicture(app.deps, marketId, kind, files.picture);
  });
  serve(app, api.recipes, admin, async () => listAllRecipes(app.deps));
  serve(app, api.saveRecipe, admin, async (req) => {
    const { fields, files } = await readMultipart(req);
    const { recipeId, ...recipe } = adminRecipeForm.parse(fields);
    return saveRecipe(app.deps, recipeId ?? null, recipe, files.image);
  });
}
