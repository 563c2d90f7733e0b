import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { farmerOnly } from '../../http/roles';
import {
  distributionIdBody,
  distributionSchema,
  editDistributionBody,
  editedItemSchema,
  editItemForm,
  farmerInventoryQuery,
  farmerOrdersQuery,
  farmPhotoForm,
  farmProfileSchema,
  fileResponse,
  harvestStatusBody,
  inventoryItemSchema,
  itemIdBody,
  itemStatusBody,
  okResponse,
  orderPhotosBody,
  ordersExportQuerySchema,
  orderWindowSchema,
  trackingBody,
  removePhotoBody,
  previewWindow,
  errorResponses,
  sheetQuery,
} from '@lfm/core';
import { multipartForm, readMultipart } from '../../http/multipart';
import { badRequest } from '../../http/errors';
import {
  addDistribution,
  addItem,
  addPhoto,
  duplicateItem,
  editDistribution,
  editItem,
  listDistributions,
  listItems,
  myFarm,
  orderPhotos,
  removeDistribution,
  removePhoto,
  saveFarm,
  setItemStatus,
} from './catalog';
import { dashboard, packingSheet, pickList } from './sheets';
import { farmSales, ordersCsv } from './sales';
import { farmOrders, setHarvestStatus, setTracking } from './orders';

export async function farmerPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farmer portal'];
  const guard = [api.requireUser, farmerOnly];

  api.get(
    '/farmer/orders',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary:
          "Your farm's order groups, newest first (filters: harvest status, courier, distribution, order window)",
        querystring: farmerOrdersQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await farmOrders(api.deps, currentUser(req).id, req.query)),
  );

  api.post(
    '/farmer/orders/harvestStatus',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Set the harvest status of one of your order groups (the buyer is told)',
        body: harvestStatusBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) =>
      ok(await setHarvestStatus(api.deps, currentUser(req).id, req.body.groupId, req.body.harvestStatus)),
  );

  api.post(
    '/farmer/orders/tracking',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary:
          'Set the tracking numbers of one of your shipped order groups (the buyer is emailed the links)',
        body: trackingBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) =>
      ok(
        await setTracking(api.deps, currentUser(req).id, req.body.groupId, [
          ...new Set(req.body.trackingNumbers),
        ]),
      ),
  );
}

/** The farm profile, photos, inventory and distributions of the farmer portal (issue 6). */
export async function farmerCatalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farmer portal'];
  const guard = [api.requireUser, farmerOnly];
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  api.get(
    '/farmer/farm',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Your farm profile with its photos (null before the first save)',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await myFarm(api.deps, me(req))),
  );
  api.post(
    '/farmer/farm',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Create or update your farm profile',
        description: 'multipart/form-data: the farmProfileSchema fields and an optional farmLogo picture.',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(farmProfileSchema, ['farmLogo']),
      preHandler: guard,
    },
    async (req) => {
      const { fields, files } = await readMultipart(req);
      return ok(await saveFarm(api.deps, me(req), farmProfileSchema.parse(fields), files.farmLogo));
    },
  );
  api.post(
    '/farmer/farm/media',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Add a photo (multipart: photo)',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(farmPhotoForm, ['photo']),
      preHandler: guard,
    },
    async (req) => {
      const { files } = await readMultipart(req);
      if (!files.photo) throw badRequest('Choose a photo to upload.');
      return ok(await addPhoto(api.deps, me(req), files.photo));
    },
  );
  api.post(
    '/farmer/farm/media/order',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Order your photos',
        body: orderPhotosBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await orderPhotos(api.deps, me(req), req.body.mediaIds)),
  );
  api.post(
    '/farmer/farm/media/remove',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Remove a photo',
        body: removePhotoBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await removePhoto(api.deps, me(req), req.body.mediaId)),
  );

  api.get(
    '/farmer/inventory',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Your items, recently changed first (search, category, status)',
        querystring: farmerInventoryQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await listItems(api.deps, me(req), req.query)),
  );
  const itemForm = async (req: Parameters<typeof currentUser>[0]) => {
    const { fields, files } = await readMultipart(req);
    return { fields, item: inventoryItemSchema.parse(fields), image: files.image };
  };
  api.post(
    '/farmer/inventory/add',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Add an item (multipart: the inventoryItemSchema fields and an optional image)',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(inventoryItemSchema, ['image']),
      preHandler: guard,
    },
    async (req) => {
      const { item, image } = await itemForm(req);
      return ok(await addItem(api.deps, me(req), item, image));
    },
  );
  api.post(
    '/farmer/inventory/edit',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Edit an item (multipart: inventoryId, the fields, an optional image)',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(editItemForm, ['image']),
      preHandler: guard,
    },
    async (req) => {
      const { fields, item, image } = await itemForm(req);
      const { inventoryId } = editedItemSchema.parse(fields);
      return ok(await editItem(api.deps, me(req), inventoryId, item, image));
    },
  );
  api.post(
    '/farmer/inventory/duplicate',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Duplicate an item (the copy starts unlisted)',
        body: itemIdBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await duplicateItem(api.deps, me(req), req.body.inventoryId)),
  );
  api.post(
    '/farmer/inventory/status',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'List an item (1) or mark it out of stock (0)',
        body: itemStatusBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await setItemStatus(api.deps, me(req), req.body.inventoryId, req.body.status)),
  );

  api.get(
    '/farmer/distributions',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Your distributions with their order-window preview',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await listDistributions(api.deps, me(req))),
  );
  api.post(
    '/farmer/distributions/add',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Add a pickup, delivery or shipping distribution',
        body: distributionSchema,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await addDistribution(api.deps, me(req), req.body)),
  );
  api.post(
    '/farmer/distributions/edit',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Edit one of your distributions',
        body: editDistributionBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await editDistribution(api.deps, me(req), req.body.distributionId, req.body)),
  );
  api.post(
    '/farmer/distributions/remove',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Retire one of your distributions',
        body: distributionIdBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await removeDistribution(api.deps, me(req), req.body.distributionId)),
  );
  api.post(
    '/farmer/distributions/preview',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Whether an order window is open now, and when it next opens and closes',
        body: orderWindowSchema,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok({ preview: previewWindow(req.body, api.deps.clock.now()) }),
  );
}

/** Pick lists, packing sheets and the dashboard of the farmer portal. */
export async function farmerSheetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farmer portal'];
  const guard = [api.requireUser, farmerOnly];
  const send = (reply: FastifyReply, sheet: { body: string | Buffer; type: string; filename: string }) =>
    reply
      .header('content-type', sheet.type)
      .header('content-disposition', `attachment; filename="${sheet.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.body);

  api.get(
    '/farmer/orders/picklist',
    {
      schema: {
        response: {
          ...fileResponse('The pick list as CSV or a printable PDF.', ['text/csv', 'application/pdf']),
          ...errorResponses(400, 401, 403),
        },
        tags,
        summary: 'What to harvest: quantity per product (CSV or printable PDF)',
        querystring: sheetQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) => send(reply, await pickList(api.deps, currentUser(req).id, req.query)),
  );
  api.get(
    '/farmer/orders/packing',
    {
      schema: {
        response: {
          ...fileResponse('The packing sheet as CSV or a printable PDF.', ['text/csv', 'application/pdf']),
          ...errorResponses(400, 401, 403),
        },
        tags,
        summary: "What goes in each buyer's bag (CSV or printable PDF)",
        querystring: sheetQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) => send(reply, await packingSheet(api.deps, currentUser(req).id, req.query)),
  );
  api.get(
    '/farmer/sales',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary:
          'Sales per week for the last 12 weeks, the top items and the pick-up / delivery / shipping split',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await farmSales(api.deps, currentUser(req).id)),
  );
  api.get(
    '/farmer/orders/export',
    {
      schema: {
        response: {
          ...fileResponse('The order lines as CSV.', ['text/csv']),
          ...errorResponses(400, 401, 403),
        },
        tags,
        summary: 'CSV of your order lines for orders placed from one date to another (both included)',
        querystring: ordersExportQuerySchema,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req, reply) => send(reply, await ordersCsv(api.deps, currentUser(req).id, req.query)),
  );
  api.get(
    '/farmer/dashboard',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Orders and sales of the current and the last order window; items low in stock',
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await dashboard(api.deps, currentUser(req).id)),
  );
}
