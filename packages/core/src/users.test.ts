import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addFarmerRequestSchema,
  addressSchema,
  BECOME_FARMER_MAX,
  becomeFarmerSchema,
  changePasswordFormSchema,
  editProfileSchema,
  farmersPostSchema,
  forgotPasswordSchema,
  loginSchema,
  newsletterSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  signupRequestSchema,
  toSignupWire,
} from './users';

/** The messages a schema gives for one input, keyed by field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const validSignup = {
  firstName: 'Ada',
  lastName: 'Green',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  userType: 2,
  addressLine1: '1 Orchard Lane',
  city: 'Hudson',
  state: 'NY',
  postalCode: '12534',
  terms: true,
};

// SPEC 5 'Login'
describe('login', () => {
  it.each([
    [{}, { email: 'email is required.', password: 'Password is required.' }],
    [
      { email: '', password: '' },
      { email: 'email is required.', password: 'Password is required.' },
    ],
    [{ email: 'not-an-email', password: 'abcde' }, { email: 'Enter a valid email.' }],
    [{ email: 'a@b.co', password: 'abcd' }, { password: 'Password must be greater than 4 digits.' }],
    [{ email: 'a@b.co', password: 'abcde' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(messages(loginSchema, input)).toEqual(expected);
  });
});

// SPEC 5 'Sign-up'
describe('sign-up form', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ firstName: '' }, { firstName: 'First name is required.' }],
    [{ lastName: ' ' }, { lastName: 'Last name is required.' }],
    [{ email: '' }, { email: 'email is required.' }],
    [{ email: 'ada@' }, { email: 'Enter a valid email.' }],
    [{ password: 'abc', confirmPassword: 'abc' }, { password: 'Password must be greater than 4 digits.' }],
    [{ confirmPassword: '' }, { confirmPassword: 'Confirm password is required.' }],
    [{ confirmPassword: 'secret2' }, { confirmPassword: 'Password and confirm password must be same.' }],
    [{ userType: undefined }, { userType: 'User type is required.' }],
    [{ userType: 3 }, { consumerType: 'Select whole sale type is required.' }],
    [{ userType: 3, consumerType: 3 }, {}],
    [{ addressLine1: '' }, { addressLine1: 'Address line 1 is required.' }],
    [{ city: '' }, { city: 'City is required.' }],
    [{ postalCode: '' }, { postalCode: 'Zip code is required.' }],
    [{ postalCode: '1234' }, { postalCode: 'Zip code must be 5 numbers' }],
    [{ terms: false }, { terms: 'Please select term and conditions.' }],
    [{ addressLine1: 'x'.repeat(101) }, { addressLine1: 'Address line 1 must be at most 100 characters.' }],
    [{ state: 'x'.repeat(31) }, { state: 'State must be at most 30 characters.' }],
    [{}, {}],
  ])('%j -> %j', (change, expected) => {
    expect(messages(signupFormSchema, { ...validSignup, ...change })).toEqual(expected);
  });

  it('sends a school as wholesaler type 3 with consumerType 2 (SPEC 3)', () => {
    expect(toSignupWire(4)).toEqual({ userType: 3, consumerType: 2 });
    expect(toSignupWire(3, 1)).toEqual({ userType: 3, consumerType: 1 });
    expect(toSignupWire(2, 1)).toEqual({ userType: 2, consumerType: undefined });
  });

  it('reads multipart text fields on the server, and refuses type 4 on the wire', () => {
    const wire = { ...validSignup, userType: '3', consumerType: '2', certifiedOrganic: '1', nofa: '0' };
    const parsed = signupRequestSchema.parse(wire);
    expect(parsed).toMatchObject({
      userType: 3,
      consumerType: 2,
      certifiedOrganic: true,
      nofa: false,
      other: false,
    });
    expect(messages(signupRequestSchema, { ...wire, userType: '4' })).toEqual({
      userType: 'User type is required.',
    });
  });
});

// SPEC 5 'Change password'
describe('change password', () => {
  const ok = { oldPassword: 'oldpass', newPassword: 'newpass', confirmPassword: 'newpass' };
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ oldPassword: '' }, { oldPassword: 'Old password is required.' }],
    [{ oldPassword: 'abc' }, { oldPassword: 'Password must be greater than 4 digits.' }],
    [
      { newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'Password must be greater than 4 digits.' },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Confirm password is required.' }],
    [{ confirmPassword: 'other1' }, { confirmPassword: 'Password and Confirm password must be same.' }],
    [
      { newPassword: 'oldpass', confirmPassword: 'oldpass' },
      { newPassword: 'New password and old password should not be same.' },
    ],
    [
      { newPassword: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) },
      { newPassword: 'Password must be at most 20 characters.' },
    ],
    [{}, {}],
  ])('%j -> %j', (change, expected) => {
    expect(messages(changePasswordFormSchema, { ...ok, ...change })).toEqual(expected);
  });
});

// SPEC 5 'Forgot password' and 'Reset'
describe('forgot and reset password', () => {
  it.each([
    [{ email: '' }, { email: 'Email is required.' }],
    [{ email: 'nope' }, { email: 'Enter a valid email.' }],
    [{ email: 'a@b.co' }, {}],
  ])('forgot %j -> %j', (input, expected) => {
    expect(messages(forgotPasswordSchema, input)).toEqual(expected);
  });
  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required.', confirmPassword: 'Confirm password is required.' },
    ],
    [{ password: 'abcd', confirmPassword: 'abcd' }, { password: 'Password must be greater than 4 digits.' }],
    [
      { password: 'abcde', confirmPassword: 'abcdf' },
      { confirmPassword: 'New password and confirm password must be same.' },
    ],
    [{ password: 'abcde', confirmPassword: 'abcde' }, {}],
  ])('reset %j -> %j', (input, expected) => {
    expect(messages(resetPasswordFormSchema, input)).toEqual(expected);
  });
});

// SPEC 5 'Newsletter' (spelling corrected) and 'Farmers Post form'
describe('newsletter and Farmers Post', () => {
  it.each([
    [{}, { name: 'Name is required.', email: 'email is required.', zipCode: 'Zip code is required.' }],
    [
      { name: 'Bo', email: 'bad', zipCode: '123456' },
      { email: 'Enter a valid email.', zipCode: 'Zip code must be 5 numbers' },
    ],
    [{ name: 'Bo', email: 'bo@x.org', zipCode: '07030' }, {}],
  ])('newsletter %j -> %j', (input, expected) => {
    expect(messages(newsletterSchema, input)).toEqual(expected);
  });
  it.each([
    [
      {},
      {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        email: 'Email is required.',
        zipCode: 'Zip code is required.',
      },
    ],
    [{ firstName: 'A', lastName: 'B', email: 'x', zipCode: '12345' }, { email: 'Enter a valid email.' }],
  ])('farmers post %j -> %j', (input, expected) => {
    expect(messages(farmersPostSchema, input)).toEqual(expected);
  });
});

// SPEC 5 'Become a farmer': all required, spelled right, with maximum lengths.
describe('become a farmer', () => {
  const full = {
    firstName: 'Rosa',
    lastName: 'Field',
    email: 'rosa@farm.org',
    phone: '5185550101',
    addressLine1: '12 Mill Rd',
    addressLine2: 'Barn B',
    city: 'Ghent',
    state: 'NY',
    postalCode: '12075',
    country: 'USA',
    certifications: 'NOFA-NY',
    questions: 'When do payouts happen?',
  };
  it('names every missing field', () => {
    expect(messages(becomeFarmerSchema, {})).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      addressLine1: 'Address 1 is required.',
      addressLine2: 'Address 2 is required.',
      city: 'City is required.',
      state: 'State is required.',
      postalCode: 'Postal code is required.',
      country: 'Country is required.',
      certifications: 'Certifications is required.',
      questions: 'Questions is required.',
    });
  });
  it.each<[Record<string, string>, Record<string, string>]>([
    [{ firstName: 'x'.repeat(51) }, { firstName: 'First name must be at most 50 characters.' }],
    [{ addressLine1: 'x'.repeat(157) }, { addressLine1: 'Address line 1 must be at most 156 characters.' }],
    [{ postalCode: '12345678901' }, { postalCode: 'Zip code must be 5 numbers' }],
    [{ questions: 'x'.repeat(501) }, { questions: 'Questions must be at most 500 characters.' }],
    [{ phone: '555-0101' }, { phone: 'Phone number must contain digits only.' }],
    [{}, {}],
  ])('%j -> %j', (change, expected) => {
    expect(messages(becomeFarmerSchema, { ...full, ...change })).toEqual(expected);
  });

  // The form's maxLength and the server's check read the same numbers: an answer as long as the form
  // lets a person type is taken by the form's check and by admin/addFarmer, one more character by neither.
  const longest: Record<keyof typeof BECOME_FARMER_MAX, (n: number) => string> = {
    firstName: (n) => 'x'.repeat(n),
    lastName: (n) => 'x'.repeat(n),
    email: (n) => `${'r'.repeat(n - '@farm.org'.length)}@farm.org`,
    phone: (n) => '5'.repeat(n),
    addressLine1: (n) => 'x'.repeat(n),
    addressLine2: (n) => 'x'.repeat(n),
    city: (n) => 'x'.repeat(n),
    state: (n) => 'x'.repeat(n),
    postalCode: (n) => '1'.repeat(n),
    country: (n) => 'x'.repeat(n),
    certifications: (n) => 'x'.repeat(n),
    questions: (n) => 'x'.repeat(n),
  };
  it.each(Object.entries(BECOME_FARMER_MAX))('%s: takes %i characters and refuses one more', (field, max) => {
    const answer = longest[field as keyof typeof BECOME_FARMER_MAX];
    for (const schema of [becomeFarmerSchema, addFarmerRequestSchema]) {
      expect(messages(schema, { ...full, [field]: answer(max) })).toEqual({});
      expect(Object.keys(messages(schema, { ...full, [field]: answer(max + 1) }))).toEqual([field]);
    }
  });
  it('keeps address lines at 156 characters (SPEC 5), not the profile address form’s 100', () => {
    expect(BECOME_FARMER_MAX.addressLine1).toBe(156);
    expect(BECOME_FARMER_MAX.addressLine2).toBe(156);
  });
});

// SPEC 5 'Cart/profile address form' and 'Edit profile'
describe('address and profile', () => {
  const addr = { addressLine1: '5 Elm St', city: 'Montclair', state: 'NJ', postalCode: '07042' };
  it.each<[Record<string, string>, Record<string, string>]>([
    [{ addressLine1: '' }, { addressLine1: 'Address line 1 is required.' }],
    [{ state: '' }, { state: 'State is required.' }],
    [{ city: '' }, { city: 'City is required.' }],
    [{ city: 'x'.repeat(51) }, { city: 'City must be at most 50 characters.' }],
    [{ postalCode: '' }, { postalCode: 'Zip code is required.' }],
    [{ postalCode: 'ABCDE' }, { postalCode: 'Zip code must be 5 numbers' }],
    [{}, {}],
  ])('%j -> %j', (change, expected) => {
    expect(messages(addressSchema, { ...addr, ...change })).toEqual(expected);
  });
  it.each([
    [
      {},
      {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        phone: 'Phone number is required.',
      },
    ],
    [{ firstName: 'A', lastName: 'B', phone: '12ab' }, { phone: 'Phone number must contain digits only.' }],
    [
      { firstName: 'A', lastName: 'B', phone: '1'.repeat(16) },
      { phone: 'Phone number must be at most 15 digits.' },
    ],
    [{ firstName: 'A', lastName: 'B', phone: '2015550100' }, {}],
  ])('edit profile %j -> %j', (input, expected) => {
    expect(messages(editProfileSchema, input)).toEqual(expected);
  });
});
