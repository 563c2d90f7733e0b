/** The saved-card calls' requests (docs/api-payments.md); card details themselves: ../cards.ts. */
import { z } from 'zod';
import { NOT_FOUND } from '../messages';

const cardRef = z.string({ error: NOT_FOUND.card }).trim().min(1, NOT_FOUND.card).max(100, NOT_FOUND.card);

export const addCardBody = z.object({ source: cardRef });
export const defaultCardBody = z.object({ default_payment_method: cardRef });
export const removeCardBody = z.object({ cardId: cardRef });
