import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentUser } from '../../http/auth-plugin';
import { farmerOnly } from '../../http/roles';
import {
  editedItemSchema,
  farmerPortalApi as portal,
  farmProfileSchema,
  inventoryItemSchema,
  previewWindow,
} from '@lfm/core';
import { requestLocale } from '../../http/locale';
import { readMultipart } from '../../http/multipart';
import { serve, serveFile } from '../../http/serve';
import { actorOf } from '../audit';
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
import { said } from '@lfm/core/i18n/translate';

const farmer = { guards: [farmerOnly] };

export async function farmerPortalRoutes(app: FastifyInstance) {
  serve(app, portal.orders, farmer, async (req) => farmOrders(app.deps, currentUser(req).id, req.query));
  serve(app, portal.setHarvestStatus, farmer, async (req) =>
    setHarvestStatus(app.deps, currentUser(req).id, req.body.groupId, req.body.harvestStatus),
  );
  serve(app, portal.setTracking, farmer, async (req) =>
    setTracking(app.deps, currentUser(req).id, req.body.groupId, [...new Set(req.body.trackingNumbers)]),
  );
}

/** The farm profile, photos, inventory and distributions of the farmer portal (issue 6). */
export async function farmerCatalogRoutes(app: FastifyInstance) {
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  serve(app, portal.farm, farmer, async (req) => myFarm(app.deps, me(req)));
  serve(app, portal.saveFarm, farmer, async (req) => {
    const { fields, files } = await readMultipart(req);
    return saveFarm(app.deps, me(req), farmProfileSchema.parse(fields), files.farmLogo);
  });
  serve(app, portal.addPhoto, farmer, async (req) => {
    const { files } = await readMultipart(req);
    if (!files.photo) throw badRequest(said('answer.choosePhoto'));
    return addPhoto(app.deps, me(req), files.photo);
  });
  serve(app, portal.orderPhotos, farmer, async (req) => orderPhotos(app.deps, me(req), req.body.mediaIds));
  serve(app, portal.removePhoto, farmer, async (req) => removePhoto(app.deps, me(req), req.body.mediaId));

  serve(app, portal.items, farmer, async (req) => listItems(app.deps, me(req), req.query));
  const itemForm = async (req: Parameters<typeof currentUser>[0]) => {
    const { fields, files } = await readMultipart(req);
    return { fields, item: inventoryItemSchema.parse(fields), image: files.image };
  };
  serve(app, portal.addItem, farmer, async (req) => {
    const { item, image } = await itemForm(req);
    return addItem(app.deps, me(req), item, image);
  });
  serve(app, portal.editItem, farmer, async (req) => {
    const { fields, item, image } = await itemForm(req);
    const { inventoryId } = editedItemSchema.parse(fields);
    return editItem(app.deps, { ...actorOf(req), userId: me(req) }, inventoryId, item, image);
  });
  serve(app, portal.duplicateItem, farmer, async (req) =>
    duplicateItem(app.deps, me(req), req.body.inventoryId),
  );
  serve(app, portal.setItemStatus, farmer, async (req) =>
    setItemStatus(app.deps, me(req), req.body.inventoryId, req.body.status),
  );

  serve(app, portal.distributions, farmer, async (req) => listDistributions(app.deps, me(req)));
  serve(app, portal.addDistribution, farmer, async (req) => addDistribution(app.deps, me(req), req.body));
  serve(app, portal.editDistribution, farmer, async (req) =>
    editDistribution(app.deps, { ...actorOf(req), userId: me(req) }, req.body.distributionId, req.body),
  );
  serve(app, portal.removeDistribution, farmer, async (req) =>
    removeDistribution(app.deps, me(req), req.body.distributionId),
  );
  serve(app, portal.previewWindow, farmer, async (req) => ({
    preview: previewWindow(req.body, app.deps.clock.now()),
  }));
}

/** Pick lists, packing sheets and the dashboard of the farmer portal. */
export async function farmerSheetRoutes(app: FastifyInstance) {
  const send = (reply: FastifyReply, sheet: { body: string | Buffer; type: string; filename: string }) =>
    reply
      .header('content-type', sheet.type)
      .header('content-disposition', `attachment; filename="${sheet.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.body);

  // Issue 32: in the farmer's language (the page's, which their saved one follows).
  serveFile(app, portal.pickList, farmer, async (req, reply) =>
    send(reply, await pickList(app.deps, currentUser(req).id, req.query, requestLocale(req))),
  );
  serveFile(app, portal.packingSheet, farmer, async (req, reply) =>
    send(reply, await packingSheet(app.deps, currentUser(req).id, req.query, requestLocale(req))),
  );
  serve(app, portal.sales, farmer, async (req) => farmSales(app.deps, currentUser(req).id));
  serveFile(app, portal.ordersExport, farmer, async (req, reply) =>
    send(reply, await ordersCsv(app.deps, currentUser(req).id, req.query, requestLocale(req))),
  );
  serve(app, portal.dashboard, farmer, async (req) => dashboard(app.deps, currentUser(req).id));
}
