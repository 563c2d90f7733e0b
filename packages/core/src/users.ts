import { z } from 'zod';
import {
  PASSWORD_MAX,
  SMALLINT_MAX,
  emailField,
  idField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
  zipField,
} from './fields';
import { ADDRESS_MESSAGES } from './messages';
import { UserType, WholesaleType } from './user-types';

// SPEC 3: user types (user-types.ts).
export * from './user-types';

export const loginSchema = z.object({
  email: emailField('email is required.'),
  password: passwordField('Password is required.'),
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
  firstName: requiredText('First name is required.', { length: 100 }),
  lastName: requiredText('Last name is required.', { length: 100 }),
  email: emailField('email is required.'),
  password: passwordField('Password is required.'),
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
    confirmPassword: requiredText('Confirm password is required.'),
    userType: z.coerce
      .number({ error: 'User type is required.' })
      .int()
      .refine((t) => [1, 2, 3, 4, 5].includes(t), 'User type is required.'),
    consumerType: z.coerce.number().int().optional(),
    terms: z.literal(true, { error: 'Please select term and conditions.' }),
    certifiedOrganic: z.boolean().optional(),
    nofa: z.boolean().optional(),
    other: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'Password and confirm password must be same.',
      });
    if (v.userType === UserType.Wholesaler && ![1, 3, 4].includes(v.consumerType ?? 0))
      ctx.addIssue({
        code: 'custom',
        path: ['consumerType'],
        message: 'Select whole sale type is required.',
      });
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

/** The user/signup call (multipart: every field arrives as text). Schools arrive as type 3, consumerType 2. */
export const signupRequestSchema = z
  .object({
    ...signupShape,
    userType: z.coerce
      .number({ error: 'User type is required.' })
      .int()
      .refine((t) => [1, 2, 3, 5].includes(t), 'User type is required.'),
    consumerType: z.coerce
      .number({ error: 'Select whole sale type is required.' })
      .int('Select whole sale type is required.')
      .min(0, 'Select whole sale type is required.')
      .max(SMALLINT_MAX, 'Select whole sale type is required.')
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
        message: 'Select whole sale type is required.',
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
export const FILE_TYPE_MESSAGE = 'File type not supported.';
export const FILE_SIZE_MESSAGE = 'File is too large. The limit is 5 MB.';

export const forgotPasswordSchema = z.object({ email: emailField('Email is required.') });

export const resetPasswordFormSchema = z
  .object({
    password: passwordField('Password is required.'),
    confirmPassword: requiredText('Confirm password is required.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'New password and confirm password must be same.',
  });
export const INVALID_RESET_LINK = 'This password reset link has expired or was already used.';
/**
 * user/resetpassword. SPEC 7: 'newPassword (token as access token)': the reset token may come as the
 * `accesstoken` header instead of `token` in the body; the server takes whichever is given.
 */
export const resetPasswordRequestSchema = z.object({
  token: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    requiredText(INVALID_RESET_LINK).optional(),
  ),
  newPassword: passwordField('Password is required.'),
});
export const validateResetTokenSchema = z.object({
  token: requiredText('This password reset link has expired or was already used.'),
});

export const changePasswordFormSchema = z
  .object({
    oldPassword: passwordField('Old password is required.'),
    newPassword: passwordField('New password is required.', PASSWORD_MAX),
    confirmPassword: requiredText('Confirm password is required.'),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'Password and Confirm password must be same.',
      });
    if (v.oldPassword === v.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'New password and old password should not be same.',
      });
  });
export const changePasswordRequestSchema = z
  .object({
    oldPassword: passwordField('Old password is required.'),
    newPassword: passwordField('New password is required.', PASSWORD_MAX),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'New password and old password should not be same.',
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
  addressId: idField('Address id is required.'),
});

export const editProfileSchema = z.object({
  firstName: requiredText('First name is required.', { length: 100 }),
  lastName: requiredText('Last name is required.', { length: 100 }),
  phone: phoneField('Phone number is required.'),
});
export type EditProfileInput = z.infer<typeof editProfileSchema>;

export const newsletterSchema = z.object({
  name: requiredText('Name is required.', { length: 100 }),
  email: emailField('email is required.'),
  zipCode: zipField(),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Farmers Post form: first and last name are joined by a space into the newsletter's name (SPEC 5). */
export const farmersPostSchema = z.object({
  firstName: requiredText('First name is required.', { length: 50 }),
  lastName: requiredText('Last name is required.', { length: 50 }),
  email: emailField('Email is required.'),
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
  firstName: requiredText('First name is required.', { length: MAX.firstName }),
  lastName: requiredText('Last name is required.', { length: MAX.lastName }),
  email: emailField('Email is required.').pipe(
    z.string().max(MAX.email, `Must be at most ${MAX.email} characters.`),
  ),
  phone: phoneField('Phone number is required.'),
  addressLine1: requiredText(ADDRESS_MESSAGES.address1, { length: MAX.addressLine1 }),
  addressLine2: requiredText(ADDRESS_MESSAGES.address2, { length: MAX.addressLine2 }),
  city: requiredText(ADDRESS_MESSAGES.city, { length: MAX.city }),
  state: requiredText(ADDRESS_MESSAGES.state, { length: MAX.state }),
  postalCode: zipField('Postal code is required.'),
  country: requiredText('Country is required.', { length: MAX.country }),
  certifications: requiredText(
    'Certifications is required.',
    { length: MAX.certifications },
    { multiline: true },
  ),
  questions: requiredText('Questions is required.', { length: MAX.questions }, { multiline: true }),
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
export const APPROVAL_MESSAGES = {
  pending:
    'Your farmer account awaits approval by the marketplace. You can set up your farm and items now; buyers will see them once an admin approves your account.',
  declined:
    'Your farmer account was not approved, so buyers cannot see your farm. Write to the marketplace if you think this is a mistake.',
  markets: 'Your farmer account awaits approval: you can hand out at markets once an admin approves it.',
} as const;

/**
 * admin/addFarmer (SPEC 7): the fields SPEC lists for the call, which leave out country; the form still
 * asks for it (SPEC 5). A call without it is a US farm (the marketplace's terms: US only).
 */
export const addFarmerRequestSchema = becomeFarmerSchema.extend({
  country: optionalText(MAX.country).transform((v) => v || 'United States'),
});
