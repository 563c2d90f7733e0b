/** The buyer's order calls' requests beyond ../checkout.ts's orderIdSchema. */
import { orderIdSchema } from '../checkout';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';

/** payment/orderPdf: the order, or one farm's group of it. */
export const orderPdfQuery = orderIdSchema.extend({ groupId: idField(NOT_FOUND.order).optional() });
