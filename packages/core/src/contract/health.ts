/** The probes' answers (GET /api/health, GET /api/ready) and the Stripe webhook's: outside the envelope. */
import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ready'), database: z.string() });
export const notReadyResponseSchema = z.object({ status: z.literal('unavailable'), reason: z.string() });
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
