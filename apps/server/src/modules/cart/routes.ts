import type { FastifyInstance } from 'fastify';
import { addressSchema, cartApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { serve } from '../../http/serve';
import { getCart } from './read';
import { addToCart, removeLine, updateCourier, updateDeliveryInfo, updateQuantity } from './writes';
import { quoteDelivery } from './quote';

export async function cartRoutes(app: FastifyInstance) {
  const user = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, userType: u.userType };
  };

  serve(app, cartApi.getCart, {}, async (req) => ({ result: await getCart(app.deps, user(req)) }));

  serve(app, cartApi.deliveryQuote, {}, async (req) =>
    quoteDelivery(app.deps, req.user ? user(req) : null, req.query),
  );

  serve(app, cartApi.add, {}, async (req) => {
    const { productId, productQuantity, courierType: courier, ...rest } = req.body;
    const address = courier === 'Delivery' && rest.addressLine1 ? addressSchema.parse(rest) : undefined;
    return addToCart(app.deps, user(req), { productId, productQuantity, courierType: courier, address });
  });

  serve(app, cartApi.updateQty, {}, async (req) =>
    updateQuantity(app.deps, user(req), req.body.productId, req.body.productQuantity),
  );

  serve(app, cartApi.updateCart, {}, async (req) => updateCourier(app.deps, user(req), req.body));

  serve(app, cartApi.updateCartDeliveryInfo, {}, async (req) =>
    updateDeliveryInfo(app.deps, user(req), req.body.deliveryInfo, {
      keepFarmAddresses: req.body.keepFarmAddresses ?? false,
    }),
  );

  serve(app, cartApi.deleteCart, {}, async (req) => removeLine(app.deps, user(req), req.body.productListId));
}
