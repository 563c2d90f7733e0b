/** Admin forms (issue 6): markets and pop-ups, recipes; shared by the admin pages and the server. */
import { z } from 'zod';
import { idField, optionalText, requiredText, text, zipField } from './fields';
import { addressFieldsSchema, recipeIngredientSchema, type RecipeIngredient } from './catalog-types';
import { instantSchema } from './contract/http';
import { ADDRESS_MESSAGES } from './messages';
import { msg } from './i18n/translate';
import { applicationExample } from './contract/examples';

const color = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, msg('market.colour'));
const pickupWindows = z.array(text().trim().min(1).max(100)).max(14).default([]);
/** A market or pop-up; status 0 shown, 1 hidden; its pick-up host by user id. */
export const marketSchema = z.object({
  marketName: requiredText(msg('market.nameRequired'), { length: 100 }),
  description: optionalText(2000, undefined, { multiline: true }),
  addressLine1: requiredText(ADDRESS_MESSAGES.line1, { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText(ADDRESS_MESSAGES.city, { length: 50 }),
  state: requiredText(ADDRESS_MESSAGES.state, { length: 100 }),
  postalCode: zipField(),
  marketOrderWindow: optionalText(200),
  marketPickupWindows: pickupWindows,
  // Issue 32.4: the same free text in Spanish (optional), shown to Spanish readers when written.
  descriptionEs: optionalText(2000, undefined, { multiline: true }),
  marketOrderWindowEs: optionalText(200),
  marketPickupWindowsEs: pickupWindows,
  marketBackgroundColor: color.default('#E6F0E4'),
  status: z.coerce.number().int().min(0).max(1).default(0),
  hostUserId: idField(msg('market.hostNotFound')).nullable().default(null),
});
export type MarketInput = z.output<typeof marketSchema>;

export type { RecipeIngredient } from './catalog-types';
export const INGREDIENT_LINE = msg('recipe.ingredientLine');
/** Issue 18.3: the admin writes one ingredient a line, 'quantity | unit | ingredient' (unit may be empty). */
export const ingredientsText = (list: readonly RecipeIngredient[]) =>
  list.map((i) => `${i.quantity} | ${i.unit} | ${i.name}`).join('\n');
const ingredientLines = (v: unknown) =>
  typeof v !== 'string'
    ? v
    : v
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => {
          const parts = l.split('|').map((p) => p.trim());
          return parts.length === 3 ? { quantity: parts[0], unit: parts[1], name: parts[2] } : { name: '' };
        });
export const recipeIngredientsSchema = z.preprocess(
  (v) => ingredientLines(v ?? []),
  z
    .array(
      z.object({
        quantity: text()
          .trim()
          .max(12, msg('recipe.quantityMax', { n: 12 }))
          .default(''),
        unit: text()
          .trim()
          .max(20, msg('recipe.unitMax', { n: 20 }))
          .default(''),
        name: text()
          .trim()
          .min(1, INGREDIENT_LINE)
          .max(60, msg('recipe.ingredientMax', { n: 60 })),
      }),
    )
    .max(40, msg('recipe.ingredientsMax', { n: 40 })),
);

/** A recipe; its HTML is sanitized by the server. Status 1 published, 0 draft. */
export const recipeSchema = z.object({
  recipesName: requiredText(msg('recipe.nameRequired'), { length: 150 }),
  description: requiredText(msg('recipe.descriptionRequired'), { length: 50_000 }, { multiline: true }),
  ingredients: recipeIngredientsSchema,
  status: z.coerce.number().int().min(0).max(1).default(1),
});
export type RecipeInput = z.output<typeof recipeSchema>;

// ---------------------------------------------------------------- the admin's answers

const id = z.number().int();

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
/** An application to sell, from become-a-farmer or a farmer's own sign-up. */
export const farmerApplicationSchema = addressFieldsSchema
  .extend({
    id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    certifications: z.string(),
    questions: z.string(),
    userId: id
      .nullable()
      .meta({ description: 'Set when the farmer signed up with an account: approving lists its farm.' }),
    status: z.enum(APPLICATION_STATUSES),
    reviewedAt: instantSchema.nullable(),
    createdAt: instantSchema,
  })
  .meta({
    examples: [applicationExample],
  });
export type FarmerApplicationDto = z.infer<typeof farmerApplicationSchema>;

/** An account as the admin's user list shows it. */
export const adminUserSchema = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.number().int().meta({ description: '1 Farmer, 2 Customer, 3 Wholesaler, 5 Pick Up Host.' }),
  consumerType: z.number().int().nullable(),
  role: z.string().meta({ description: "'admin' for the marketplace's admins." }),
  invoiceStatus: z
    .number()
    .int()
    .nullable()
    .meta({ description: '0: approved to pay by invoice; null: not approved.' }),
  disabled: z.boolean(),
  createdAt: instantSchema,
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

/** A market or pop-up as the admin edits it (shown or hidden). */
export const adminMarketSchema = addressFieldsSchema.extend({
  id,
  marketName: z.string(),
  marketIcon: z.string().nullable(),
  marketBackgroundColor: z.string(),
  marketImage: z.string().nullable(),
  description: z.string(),
  marketOrderWindow: z.string(),
  marketPickupWindows: z.array(z.string()),
  descriptionEs: z.string(),
  marketOrderWindowEs: z.string(),
  marketPickupWindowsEs: z.array(z.string()),
  status: z.number().int().meta({ description: '0 shown, 1 hidden.' }),
  hostUserId: id
    .nullable()
    .meta({ description: 'The pick-up host (user type 5) who hands out orders here.' }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string(),
});
export type AdminMarketDto = z.infer<typeof adminMarketSchema>;

/** A recipe as the admin edits it (published or draft). */
export const adminRecipeSchema = z.object({
  id,
  recipesName: z.string(),
  image: z.string().nullable(),
  description: z.string().meta({ description: 'Sanitized HTML.' }),
  ingredients: z.array(recipeIngredientSchema),
  status: z.number().int().meta({ description: '1 published, 0 draft.' }),
  createdAt: instantSchema,
});
export type AdminRecipeDto = z.infer<typeof adminRecipeSchema>;
