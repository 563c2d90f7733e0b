import { z } from 'zod';
import {
  HOME_COUNTRY,
  PASSWORD_MAX,
  SMALLINT_MAX,
  countryField,
  emailField,
  idField,
  keptCountry,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
  zipField,
} from './fields';
import { ADDRESS_MESSAGES } from './messages';
import { UserType, WholesaleType } from './user-types';
import { msg } from './i18n/translate';

// SPEC 3: user types (user-types.ts).
export * from './user-types';

export const loginSchema = z.object({
  email: emailField(msg('user.emailRequiredLower')),
  password: passwordField(msg('user.passwordRequired')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The address fields of sign-up, profile and cart forms (SPEC 5: lines 100, city 100, state 30 on sign-up). */
const addressShape = {
  addressLine1: requiredText(ADDRESS_MESSAGES.line1, { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText(ADDRESS_MESSAGES.city, { length: 100 }),
  state: optionalText(30),
  postalCode: zipField(),
};

const signupShape = {
  firstName: requiredText(msg('user.firstNameRequired'), { length: 100 }),
  lastName: requiredText(msg('user.lastNameRequired'), { length: 100 }),
  email: emailField(msg('user.emailRequiredLower')),
  password: passwordField(msg('user.passwordRequired')),
  ...addressShape,
};

const flag = z
  .union([
    z.boolean(),
    z.literal('0'),
    z.literal('1'),
    z.literal('true'),
    z.literal('false'),
    z.literal(0),
    z.literal(1),
  ])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 1);

/** The sign-up form as a person fills it in: type 4 (School) is a choice here. */
export const signupFormSchema = z
  .object({
    ...signupShape,
    confirmPassword: requiredText(msg('user.confirmPasswordRequired')),
    userType: z.coerce
      .number({ error: msg('user.userTypeRequired') })
      .int()
      .refine((t) => [1, 2, 3, 4, 5].includes(t), msg('user.userTypeRequired')),
    consumerType: z.coerce.number().int().optional(),
    terms: z.literal(true, { error: msg('user.termsRequired') }),
    certifiedOrganic: z.boolean().optional(),
    nofa: z.boolean().optional(),
    other: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: msg('user.passwordsDiffer'),
      });
    if (v.userType === UserType.Wholesaler && ![1, 3, 4].includes(v.consumerType ?? 0))
      ctx.addIssue({
        code: 'custom',
        path: ['consumerType'],
        message: msg('user.wholesaleTypeRequired'),
      });
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

/** The user/signup call (multipart: every field arrives as text). Schools arrive as type 3, consumerType 2. */
export const signupRequestSchema = z
  .object({
    ...signupShape,
    userType: z.coerce
      .number({ error: msg('user.userTypeRequired') })
      .int()
      .refine((t) => [1, 2, 3, 5].includes(t), msg('user.userTypeRequired')),
    consumerType: z.coerce
      .number({ error: msg('user.wholesaleTypeRequired') })
      .int(msg('user.wholesaleTypeRequired'))
      .min(0, msg('user.wholesaleTypeRequired'))
      .max(SMALLINT_MAX, msg('user.wholesaleTypeRequired'))
      .optional(),
    certifiedOrganic: flag,
    nofa: flag,
    other: flag,
  })
  .superRefine((v, ctx) => {
    if (v.userType === UserType.Wholesaler && ![1, 2, 3, 4].includes(v.consumerType ?? 0))
      ctx.addIssue({
        code: 'custom',
        path: ['consumerType'],
        message: msg('user.wholesaleTypeRequired'),
      });
  });
export type SignupRequest = z.output<typeof signupRequestSchema>;

/** Map the form's choice to the wire: SPEC 3 'type 4 (sign-up form only; sent as 3 with consumerType 2)'. */
export const toSignupWire = (userType: number, consumerType?: number) =>
  userType === UserType.School
    ? { userType: UserType.Wholesaler, consumerType: WholesaleType.School }
    : { userType, consumerType: userType === UserType.Wholesaler ? consumerType : undefined };

/** The kind of account a user is, as the sign-in-as chooser names it (a school is a wholesale buyer of type school). */
export const accountKind = (userType: number, consumerType?: number | null) =>
  userType === UserType.Wholesaler && consumerType === WholesaleType.School ? UserType.School : userType;

/** SPEC 5: certificate uploads accept jpeg, gif, png, svg, pdf. */
export const CERTIFICATE_TYPES = [
  'image/jpeg',
  'image/gif',
  'image/png',
  'image/svg+xml',
  'application/pdf',
] as const;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'image/svg+xml'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_TYPE_MESSAGE = msg('user.fileType');
export const FILE_SIZE_MESSAGE = msg('user.fileSize');

export const forgotPasswordSchema = z.object({ email: emailField(msg('user.emailRequired')) });

export const resetPasswordFormSchema = z
  .object({
    password: passwordField(msg('user.passwordRequired')),
    confirmPassword: requiredText(msg('user.confirmPasswordRequired')),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: msg('user.newPasswordsDiffer'),
  });
export const RESET_LINK_SENT = msg('auth.resetSent');
export const INVALID_RESET_LINK = msg('user.invalidResetLink');
/**
 * user/resetpassword. SPEC 7: 'newPassword (token as access token)': the reset token may come as the
 * `accesstoken` header instead of `token` in the body; the server takes whichever is given.
 */
export const resetPasswordRequestSchema = z.object({
  token: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    requiredText(INVALID_RESET_LINK).optional(),
  ),
  newPassword: passwordField(msg('user.passwordRequired')),
});
export const validateResetTokenSchema = z.object({
  token: requiredText(msg('user.invalidResetLink')),
});

export const changePasswordFormSchema = z
  .object({
    oldPassword: passwordField(msg('user.oldPasswordRequired')),
    newPassword: passwordField(msg('user.newPasswordRequired'), PASSWORD_MAX),
    confirmPassword: requiredText(msg('user.confirmPasswordRequired')),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: msg('user.changedPasswordsDiffer'),
      });
    if (v.oldPassword === v.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: msg('user.samePassword'),
      });
  });
export const changePasswordRequestSchema = z
  .object({
    oldPassword: passwordField(msg('user.oldPasswordRequired')),
    newPassword: passwordField(msg('user.newPasswordRequired'), PASSWORD_MAX),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: msg('user.samePassword'),
  });

/** Profile and cart address form (SPEC 5: max 100, 100, 50 city, 100 state, 10 postal; profile postal digits only). */
export const addressSchema = z.object({
  addressLine1: requiredText(ADDRESS_MESSAGES.line1, { length: 100 }),
  addressLine2: optionalText(100),
  city: requiredText(ADDRESS_MESSAGES.city, { length: 50 }),
  state: requiredText(ADDRESS_MESSAGES.state, { length: 100 }),
  postalCode: zipField(),
});
export type AddressInput = z.infer<typeof addressSchema>;
export const editAddressSchema = addressSchema.extend({
  addressId: idField(msg('user.addressIdRequired')),
});

export const editProfileSchema = z.object({
  firstName: requiredText(msg('user.firstNameRequired'), { length: 100 }),
  lastName: requiredText(msg('user.lastNameRequired'), { length: 100 }),
  phone: phoneField(msg('user.phoneRequired')),
});
export type EditProfileInput = z.infer<typeof editProfileSchema>;

export const newsletterSchema = z.object({
  name: requiredText(msg('user.nameRequired'), { length: 100 }),
  email: emailField(msg('user.emailRequiredLower')),
  zipCode: zipField(),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Farmers Post form: first and last name are joined by a space into the newsletter's name (SPEC 5). */
export const farmersPostSchema = z.object({
  firstName: requiredText(msg('user.firstNameRequired'), { length: 50 }),
  lastName: requiredText(msg('user.lastNameRequired'), { length: 50 }),
  email: emailField(msg('user.emailRequired')),
  zipCode: zipField(),
});

/**
 * Become a farmer's longest answers (SPEC 5: names, email, city, state, country 50; address lines 156;
 * certifications and questions 500): the one rule the form's maxLength and the server's check both read,
 * so the form never lets in what admin/addFarmer refuses, nor stops short of what it takes. A phone is
 * 15 digits and a zip code 5 (phoneField, ZIP_PATTERN).
 */
export const BECOME_FARMER_MAX = {
  firstName: 50,
  lastName: 50,
  email: 50,
  phone: 15,
  addressLine1: 156,
  addressLine2: 156,
  city: 50,
  state: 50,
  postalCode: 5,
  country: 50,
  certifications: 500,
  questions: 500,
} as const;
const MAX = BECOME_FARMER_MAX;

/** Become a farmer: everything required (SPEC 5), messages spelled correctly. */
export const becomeFarmerSchema = z.object({
  firstName: requiredText(msg('user.firstNameRequired'), { length: MAX.firstName }),
  lastName: requiredText(msg('user.lastNameRequired'), { length: MAX.lastName }),
  email: emailField(msg('user.emailRequired')).pipe(
    z.string().max(MAX.email, msg('validation.maxLength', { label: msg('field.email'), n: MAX.email })),
  ),
  phone: phoneField(msg('user.phoneRequired')),
  addressLine1: requiredText(ADDRESS_MESSAGES.address1, { length: MAX.addressLine1 }),
  addressLine2: requiredText(ADDRESS_MESSAGES.address2, { length: MAX.addressLine2 }),
  city: requiredText(ADDRESS_MESSAGES.city, { length: MAX.city }),
  state: requiredText(ADDRESS_MESSAGES.state, { length: MAX.state }),
  postalCode: zipField(msg('user.postalCodeRequired')),
  country: countryField(msg('user.countryRequired'), MAX.country),
  certifications: requiredText(
    msg('user.certificationsRequired'),
    { length: MAX.certifications },
    { multiline: true },
  ),
  questions: requiredText(msg('user.questionsRequired'), { length: MAX.questions }, { multiline: true }),
});
export type BecomeFarmerInput = z.infer<typeof becomeFarmerSchema>;

/**
 * Issue 13: a farmer who signs up is a seller only once an admin approves the account. Until then
 * their farm and items are shown to no one else and they cannot hand out at markets.
 */
export const SELLER_APPROVALS = ['approved', 'pending', 'declined'] as const;
export type SellerApproval = (typeof SELLER_APPROVALS)[number];
/** Farm status: 1 listed, 0 hidden, 2 waiting for its farmer's approval (hidden like 0). */
export const FarmStatus = { Hidden: 0, Listed: 1, AwaitingApproval: 2 } as const;
// (the farmer portal says the pending and declined notices from its catalogue part: en-portal.ts)
export const APPROVAL_MESSAGES = {
  markets: msg('user.awaitsApprovalMarkets'),
} as const;

/**
 * admin/addFarmer (SPEC 7): the fields SPEC lists for the call, which leave out country; the form still
 * asks for it (SPEC 5). A call without it is a US farm (the marketplace's terms: US only).
 */
export const addFarmerRequestSchema = becomeFarmerSchema.extend({
  country: optionalText(MAX.country).transform((v) => (v ? keptCountry(v) : HOME_COUNTRY)),
});
