/**
 * The answer shapes the OpenAPI document names once (issue 31.2): several routes send each, so the
 * document refers to it (`#/components/schemas/Cart`) instead of writing it out at every route that
 * sends it, a client generated from the document has one type for each, and the document is 40%
 * smaller. The server gives them their names when it makes the document
 * (apps/server/src/http/openapi-components.ts). Answers only: the server's fuzzing reads each
 * request schema whole, without following references.
 */
import { adminMarketSchema } from '../admin';
import { sessionAnswerSchema, userProfileSchema } from '../api-types';
import { cartLineSchema, cartSchema, deliveryOptionSchema, pickupOptionSchema } from '../cart-types';
import {
  deliverySlotSchema,
  distributionDtoSchema,
  farmSchema,
  inventoryDtoSchema,
  marketDtoSchema,
  pickupSlotSchema,
} from '../catalog-types';
import { dayMessageSchema } from '../day-messages';
import { deliveryZoneDtoSchema } from '../delivery-fee';
import { windowPointDtoSchema, windowPreviewSchema } from '../order-window-schemas';
import { billingInfoSchema, orderLineSchema, orderSchema, subscriptionSchema } from '../payment-types';
import { statementDetailSchema, statementLineSchema, statementSchema } from '../payouts';
import { farmOrderGroupSchema, portalDistributionSchema, portalItemSchema } from '../portal-types';
import { apiErrorBodySchema } from './http';

/** Each shared answer shape by its name in the document. */
export const ANSWER_COMPONENTS = {
  ApiError: apiErrorBodySchema,
  Cart: cartSchema,
  CartLine: cartLineSchema,
  PickupOption: pickupOptionSchema,
  DeliveryOption: deliveryOptionSchema,
  Order: orderSchema,
  OrderLine: orderLineSchema,
  BillingInfo: billingInfoSchema,
  Subscription: subscriptionSchema,
  Distribution: distributionDtoSchema,
  Inventory: inventoryDtoSchema,
  Farm: farmSchema,
  Market: marketDtoSchema,
  PickupSlot: pickupSlotSchema,
  DeliverySlot: deliverySlotSchema,
  DeliveryZone: deliveryZoneDtoSchema,
  WindowPoint: windowPointDtoSchema,
  WindowPreview: windowPreviewSchema,
  Statement: statementSchema,
  StatementLine: statementLineSchema,
  StatementDetail: statementDetailSchema,
  PortalDistribution: portalDistributionSchema,
  PortalItem: portalItemSchema,
  FarmOrderGroup: farmOrderGroupSchema,
  UserProfile: userProfileSchema,
  SessionAnswer: sessionAnswerSchema,
  DayMessage: dayMessageSchema,
  AdminMarket: adminMarketSchema,
} as const;
