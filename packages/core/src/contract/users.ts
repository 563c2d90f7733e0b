/** The account calls (docs/api-accounts.md): sign-up, sign-in, passwords, profile and addresses. */
import { z } from 'zod';
import { addressDtoSchema, farmerSummarySchema, sessionAnswerSchema, userProfileSchema } from '../api-types';
import {
  addressSchema,
  changePasswordRequestSchema,
  editAddressSchema,
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  validateResetTokenSchema,
} from '../users';
import { messageResponseSchema } from './http';
import { paging } from './params';
import { LOCALE_CODES, type Locale } from '../i18n/locales';
import { msg } from '../i18n/translate';
import { savedAddressExample, userProfileExample } from './examples';
import { route } from './route';

/** user/getAllFarmer: page and limit as every list takes them. */
export const farmerListQuery = z.object({ ...paging });

/** user/setLanguage: the language the marketplace speaks to this person, on pages and in emails (issue 32). */
export const setLanguageBody = z.object({
  language: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: msg('user.languageUnknown') }),
});

/** The language calls (issue 32). */
export const languageApi = {
  set: route({
    method: 'POST',
    path: 'user/setLanguage',
    summary: 'Choose the language of your pages and emails',
    description: 'Issue 32: `language` is a language code the marketplace speaks (`en`, `es`).',
    tags: ['users'],
    access: 'user',
    body: setLanguageBody,
    response: z.object({ language: setLanguageBody.shape.language }).meta({ examples: [{ language: 'es' }] }),
    errors: [400, 403],
  }),
};

const savedAddress = z.object({ message: z.string(), address: addressDtoSchema });
const profileAnswer = z.object({ userProfile: userProfileSchema });

/** Signing up, in and out, and passwords. */
export const authApi = {
  signup: route({
    method: 'POST',
    path: 'user/signup',
    summary: 'Create an account and sign in',
    description:
      'multipart/form-data: firstName, lastName, email, password, userType (1, 2, 3, 5), consumerType ' +
      '(for 3: 1 University, 2 School, 3 Restaurant, 4 Other), addressLine1, addressLine2, city, state, ' +
      "postalCode, certifiedOrganic, nofa, other ('1'/'0'), certificateImage (file: jpeg, gif, png, svg or " +
      'pdf by content, max 5 MB; required for wholesale buyers other than schools).',
    tags: ['auth'],
    access: 'client',
    form: { fields: signupRequestSchema, files: ['certificateImage'] },
    response: sessionAnswerSchema,
    errors: [400, 409, 429],
  }),
  login: route({
    method: 'POST',
    path: 'user/login',
    summary: 'Sign in with email and password',
    description:
      'Limited per client address (20 a minute), per address and account (5 failures, then a wait) and per ' +
      'account from any address (20 failures, then a wait doubling with each failure): a 429 says when to try ' +
      'again, in its message and in Retry-After. A browser that signed in to this account before (its device ' +
      'cookie) keeps a counter of its own. Send `x-session: cookie` to get the session as an HttpOnly cookie ' +
      'instead of an accessToken in the answer (the web app does).',
    tags: ['auth'],
    access: 'client',
    body: loginSchema,
    response: sessionAnswerSchema,
    errors: [400, 429],
  }),
  logout: route({
    method: 'POST',
    path: 'user/logout',
    summary: 'End this session',
    tags: ['auth'],
    access: 'user',
    response: messageResponseSchema.meta({ examples: [{ message: 'You have been signed out.' }] }),
    errors: [403],
  }),
  forgetpassword: route({
    method: 'POST',
    path: 'user/forgetpassword',
    summary: 'Email a password reset link',
    tags: ['auth'],
    access: 'client',
    body: forgotPasswordSchema,
    response: messageResponseSchema.meta({
      examples: [
        { message: 'If an account exists for this email, we have sent a link to reset its password.' },
      ],
    }),
    errors: [400, 429],
  }),
  validateresettoken: route({
    method: 'POST',
    path: 'user/validateresettoken',
    summary: 'Check a password reset link',
    tags: ['auth'],
    access: 'client',
    body: validateResetTokenSchema,
    response: z.object({ valid: z.literal(true) }).meta({ examples: [{ valid: true }] }),
    errors: [400],
  }),
  resetpassword: route({
    method: 'POST',
    path: 'user/resetpassword',
    summary: 'Set a new password with a reset link',
    description:
      'The reset token goes in the `accesstoken` header (SPEC 7: token as access token) or as `token` in the body.',
    tags: ['auth'],
    access: 'client',
    body: resetPasswordRequestSchema,
    response: sessionAnswerSchema,
    errors: [400],
  }),
  changpassword: route({
    method: 'POST',
    path: 'user/changpassword',
    summary: 'Change password (ends other sessions)',
    tags: ['auth'],
    access: 'user',
    body: changePasswordRequestSchema,
    response: messageResponseSchema.meta({ examples: [{ message: 'Your password has been changed.' }] }),
    errors: [400, 403],
  }),
};

/** The signed-in user's profile and addresses, and the public list of farmers. */
export const usersApi = {
  getProfile: route({
    method: 'GET',
    path: 'user/getProfile',
    summary: 'The signed-in user profile',
    tags: ['users'],
    access: 'user',
    response: profileAnswer.meta({ examples: [{ userProfile: userProfileExample }] }),
    errors: [403, 404],
  }),
  editProfile: route({
    method: 'POST',
    path: 'user/editProfile',
    summary: 'Edit name, phone and picture',
    description:
      'multipart/form-data: firstName, lastName, phone, profileImage (optional file: jpeg, gif, png or svg by content, max 5 MB).',
    tags: ['users'],
    access: 'user',
    form: { fields: editProfileSchema, files: ['profileImage'] },
    response: profileAnswer.meta({ examples: [{ userProfile: userProfileExample }] }),
    errors: [400, 403],
  }),
  addAddress: route({
    method: 'POST',
    path: 'user/addAddress',
    summary: 'Add an address',
    tags: ['users'],
    access: 'user',
    body: addressSchema,
    response: savedAddress.meta({ examples: [{ message: 'Address added.', address: savedAddressExample }] }),
    errors: [400, 403],
  }),
  editAddress: route({
    method: 'POST',
    path: 'user/editAddress',
    summary: 'Edit one of your addresses',
    tags: ['users'],
    access: 'user',
    body: editAddressSchema,
    response: savedAddress.meta({
      examples: [{ message: 'Address updated.', address: savedAddressExample }],
    }),
    errors: [400, 403, 404],
  }),
  getAllFarmer: route({
    method: 'GET',
    path: 'user/getAllFarmer',
    summary: 'Farmers with their farm (public)',
    tags: ['users'],
    access: 'client',
    query: farmerListQuery,
    response: z
      .object({ result: z.object({ user: z.array(farmerSummarySchema), total: z.number().int() }) })
      .meta({
        examples: [
          {
            result: {
              user: [
                { _id: 21, firstName: 'Ada', lastName: 'Moss', farmName: 'Hawthorn Hill Farm', farmId: 7 },
              ],
              total: 1,
            },
          },
        ],
      }),
    errors: [400],
  }),
};
