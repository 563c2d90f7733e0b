import { and, eq } from 'drizzle-orm';
import { NO_LONGER_AVAILABLE, isWindowOpen, priceFor, UserType, type DeliveryQuoteDto } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { GeocodeQuery } from '../../adapters/geocoder';
import { distributions, farms, inventory } from '../../db/schema';
import { notFound } from '../../http/errors';
import { activeDistribution } from '../catalog';
import { locate } from '../users';
import { computeCart, deliveryOptionsOf, type CartUser } from './read';
import { slotFullness } from '../slots';

/**
 * The product page's delivery quote (issue 12.3): the delivery options and fees this farm's cart
 * entry would show for the address once the item is in the cart at this quantity, computed with
 * the cart's own code, so the quote is the fee charged.
 */
export async function quoteDelivery(
  deps: AppDeps,
  user: CartUser | null,
  q: { productId: number; productQuantity: number } & GeocodeQuery,
): Promise<DeliveryQuoteDto> {
  const { db } = deps.database;
  const [row] = await db
    .select({ item: inventory, farm: farms })
    .from(inventory)
    .innerJoin(farms, eq(farms.id, inventory.farmId))
    .where(eq(inventory.id, q.productId));
  if (!row || row.item.status !== 1 || !row.item.published || row.farm.status !== 1)
    throw notFound(NO_LONGER_AVAILABLE);
  const userType = user?.userType ?? UserType.Customer;
  const point = await locate(deps.geocoder, q);
  // The order from this farm: what the buyer already has of it in the cart, with this item at this quantity.
  const others = user
    ? ((await computeCart(deps, db, user)).dto.buyList
        .find((f) => f.farmId === row.farm.id)
        ?.productList.filter((l) => l.productId !== q.productId)
        .reduce((s, l) => s + l.totalPriceCents, 0) ?? 0)
    : 0;
  const orderCents = others + priceFor(row.item, userType).priceCents * q.productQuantity;
  const ds = await db
    .select()
    .from(distributions)
    .where(and(eq(distributions.farmId, row.farm.id), activeDistribution));
  const now = deps.clock.now();
  const full = await slotFullness(db, ds, now);
  const { options } = deliveryOptionsOf(
    ds,
    row.farm,
    userType,
    {
      addressLine1: q.addressLine1 ?? '',
      addressLine2: '',
      city: q.city ?? '',
      state: q.state ?? '',
      postalCode: q.postalCode,
      ...point,
    },
    (d) => isWindowOpen(d, now),
    full,
    orderCents,
  );
  const served = ds.find((d) => d.id === options[0]?.distributionId);
  return {
    deliveryOptions: options,
    orderCents,
    freeDeliveryOverCents: served?.freeDeliveryOverCents ?? null,
  };
}
