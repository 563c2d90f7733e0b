import { z } from 'zod';

/** A required text field: missing, non-string or blank all say `message` (SPEC 5 'X is required.'). */
export const requiredText = (message: string, max?: { length: number; message?: string }) => {
  const base = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max ? base.max(max.length, max.message ?? `Must be at most ${max.length} characters.`) : base;
};

/** An optional text field: absent or blank becomes ''. */
export const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `Must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? '');

export const emailField = (requiredMessage = 'Email is required.') =>
  requiredText(requiredMessage).pipe(
    z.email({ error: 'Enter a valid email.' }).max(254, 'Enter a valid email.'),
  );

// SPEC 5/9: passwords must be longer than 4 characters.
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;
export const passwordField = (requiredMessage = 'Password is required.') =>
  requiredText(requiredMessage)
    .min(PASSWORD_MIN, 'Password must be greater than 4 digits.')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

// SPEC 5: zip codes are exactly 5 digits.
export const ZIP_PATTERN = /^\d{5}$/;
export const zipField = (requiredMessage = 'Zip code is required.') =>
  requiredText(requiredMessage).regex(ZIP_PATTERN, 'Zip code must be 5 numbers');

// SPEC 5/9: phone is digits only, max 15.
export const phoneField = (requiredMessage = 'Phone number is required.') =>
  requiredText(requiredMessage)
    .regex(/^\d+$/, 'Phone number must contain digits only.')
    .max(15, 'Phone number must be at most 15 digits.');

/** First message of a failed parse, for API responses and toasts. */
export const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid request.';
