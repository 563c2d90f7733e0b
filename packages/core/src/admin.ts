/** Admin forms (issue 6): markets and pop-ups, recipes; shared by the admin pages and the server. */
import { z } from 'zod';
import { optionalText, requiredText } from './fields';

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #E6F0E4.');
/** A market or pop-up; status 0 shown, 1 hidden; its pick-up host by user id. */
export const marketSchema = z.object({
  marketName: requiredText('Market name is required.', { length: 100 }),
  description: optionalText(2000),
  addressLine1: requiredText('Address line 1 is required.', { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText('City is required.', { length: 50 }),
  state: requiredText('State is required.', { length: 100 }),
  postalCode: z
    .string({ error: 'Zip code is required.' })
    .trim()
    .regex(/^\d{5}$/, 'Zip code must be 5 numbers'),
  marketOrderWindow: optionalText(200),
  marketPickupWindows: z.array(z.string().trim().min(1).max(100)).max(14).default([]),
  marketBackgroundColor: color.default('#E6F0E4'),
  status: z.coerce.number().int().min(0).max(1).default(0),
  hostUserId: z.coerce.number().int().positive().nullable().default(null),
});
export type MarketInput = z.output<typeof marketSchema>;

/** A recipe; its HTML is sanitized by the server. Status 1 published, 0 draft. */
export const recipeSchema = z.object({
  recipesName: requiredText('Recipe name is required.', { length: 150 }),
  description: requiredText('Description is required.', { length: 50_000 }),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export type RecipeInput = z.output<typeof recipeSchema>;
