/**
 * Card form rules (SPEC 2 Add New Card, 5 'Checkout': holder name required, max 35) shared by the
 * web form and the local card processor's tokenizer. Messages follow the card network's wording.
 */
import { msg } from './i18n/translate';
import { z } from 'zod';
import { CARD_HOLDER_MAX } from './checkout';
import { text } from './fields';

export const CARD_NUMBER_INVALID = msg('card.numberInvalid');
export const CARD_EXPIRY_INVALID = msg('card.expiryInvalid');
export const CARD_EXPIRED = msg('card.expired');
export const CARD_DECLINED = msg('card.declined');
export const CARD_CVC_INVALID = msg('card.cvcInvalid');
export const CARD_HOLDER_REQUIRED = msg('card.holderRequired');

/** Luhn checksum of a digits-only string. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Unknown';
}

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** '•••• •••• •••• 4242' */
export const maskCard = (last4: string) => `•••• •••• •••• ${last4}`;
/** 'MM / YY' */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')} / ${String(year % 100).padStart(2, '0')}`;

/** Whether month/year is this month or later at `now` (cards are valid through their month's end). */
export const notExpired = (month: number, year: number, now: Date) =>
  year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);

const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/** What the tokenizer receives: number, holder name, expiry month and year, CVC. */
export const cardDetailsSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      number: text({}, CARD_NUMBER_INVALID)
        .transform(cardDigits)
        .refine((d) => /^\d{12,19}$/.test(d) && luhn(d), CARD_NUMBER_INVALID),
      name: text({}, CARD_HOLDER_REQUIRED)
        .trim()
        .min(1, CARD_HOLDER_REQUIRED)
        .max(CARD_HOLDER_MAX, msg('card.holderMax', { n: CARD_HOLDER_MAX })),
      expMonth: z.coerce
        .number({ error: CARD_EXPIRY_INVALID })
        .int(CARD_EXPIRY_INVALID)
        .min(1, CARD_EXPIRY_INVALID)
        .max(12, CARD_EXPIRY_INVALID),
      expYear: z.coerce
        .number({ error: CARD_EXPIRY_INVALID })
        .int(CARD_EXPIRY_INVALID)
        .min(0, CARD_EXPIRY_INVALID)
        .max(2100, CARD_EXPIRY_INVALID)
        .transform(fullYear),
      cvc: text({}, CARD_CVC_INVALID)
        .trim()
        .regex(/^\d{3,4}$/, CARD_CVC_INVALID),
    })
    .superRefine((v, ctx) => {
      if (!notExpired(v.expMonth, v.expYear, now()))
        ctx.addIssue({ code: 'custom', message: CARD_EXPIRED, path: ['expMonth'] });
    });
export type CardDetails = z.output<ReturnType<typeof cardDetailsSchema>>;

/**
 * The card form as a person types it: expiry as 'MM / YY'. Parsed into CardDetails' input.
 */
export const cardFormSchema = (now: () => Date = () => new Date()) =>
  z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const { expiry, ...rest } = raw as Record<string, unknown>;
    const m = typeof expiry === 'string' ? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry) : null;
    return m
      ? { ...rest, expMonth: m[1], expYear: m[2] }
      : { ...rest, expMonth: 'invalid', expYear: 'invalid' };
  }, cardDetailsSchema(now));

/**
 * Stripe's test card that asks for authentication (3-D Secure) on every payment: on-session the bank's
 * challenge is shown (the local processor's stand-in page); off-session (a renewal) it is declined.
 */
export const TEST_CARD_AUTHENTICATION = '4000002760003184';
export const AUTHENTICATION_REQUIRED_CODE = 'authentication_required';

/** The card network's test cards the local processor knows (any other Luhn-valid number approves). */
export const TEST_CARD_DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: CARD_DECLINED },
  '4000000000009995': { code: 'insufficient_funds', message: msg('card.insufficientFunds') },
  '4000000000000069': { code: 'expired_card', message: CARD_EXPIRED },
};
