/** Answers that both the server and the web app rely on (SPEC 3, 7): zod schemas and their types. */
import { z } from 'zod';
import { addressFieldsSchema } from './catalog-types';
import { messageResponseSchema } from './contract/http';
import { LOCALE_CODES, type Locale } from './i18n/locales';
import { sessionExample, userProfileExample } from './contract/examples';

export const addressDtoSchema = addressFieldsSchema.extend({ _id: z.number().int() });
export type AddressDto = z.infer<typeof addressDtoSchema>;

export const userProfileSchema = z
  .object({
    _id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    userType: z.number().int().meta({
      description: '1 Farmer, 2 Customer, 3 Wholesaler (schools: 3 with consumerType 2), 5 Pick Up Host.',
    }),
    consumerType: z.number().int().nullable(),
    address: z.array(addressDtoSchema),
    profileImage: z.string().nullable(),
    farmInfo: z.object({ farmName: z.string(), infoAboutFarmer: z.string() }).nullable(),
    invoiceStatus: z
      .number()
      .int()
      .nullable()
      .meta({ description: '0 means approved to pay by invoice (SPEC 6); null means not approved.' }),
    isAdmin: z.boolean(),
    language: z
      .enum(LOCALE_CODES as [Locale, ...Locale[]])
      .nullable()
      .meta({
        description:
          'The language the person chose (issue 32: pages and emails follow it); null until they choose.',
      }),
  })
  .meta({
    examples: [userProfileExample],
  });
export type UserProfileDto = z.infer<typeof userProfileSchema>;

/** user/login, user/signup and user/resetpassword answer with a session. */
export const sessionResponseSchema = z.object({
  accessToken: z.string().meta({ description: 'Send it as the `accesstoken` header on later calls.' }),
  userProfile: userProfileSchema,
  redirectUrl: z
    .string()
    .optional()
    .meta({ description: 'For farmers and pick-up hosts: where their own site is (SPEC 1).' }),
  message: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
/**
 * What user/login, user/signup and user/resetpassword answer: the session, whose token is absent when the
 * call asked for a cookie session (`x-session: cookie`, the web app): it is then in an HttpOnly cookie.
 */
export const sessionAnswerSchema = sessionResponseSchema
  .extend({
    accessToken: z.string().optional().meta({
      description:
        'Send it as the `accesstoken` header on later calls. Absent when the call sent `x-session: cookie` (the web app): the session is then an HttpOnly cookie.',
    }),
  })
  .meta({ examples: [sessionExample] });

/** The web app's session answer (SESSION_MODE_HEADER): the token is in the HttpOnly cookie, not here (issue 34.1). */
export type CookieSessionResponse = Omit<SessionResponse, 'accessToken'>;

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** One farmer of user/getAllFarmer: the farm is null until the farmer has set one up. */
export const farmerSummarySchema = z.object({
  _id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  farmName: z.string().nullable(),
  farmId: z.number().int().nullable(),
});
export type FarmerSummary = z.infer<typeof farmerSummarySchema>;
