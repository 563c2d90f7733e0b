/**
 * Validation answers name the field and the rule (SPEC 5's 'X is required.' style), whichever schema
 * raised them: one zod error map for every schema that does not word its own message. Installed by
 * fields.ts, which every schema builds on, so an API client and a form read the same words.
 */
import { z } from 'zod';
import { msg, type CoreMessageKey } from './i18n/translate';

/** Field names as the specification's messages say them (keys of the catalogue); others are spelled out from camelCase. */
const LABELS = new Set([
  'postalCode',
  'deliveryPostalCodes',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
  'stripeCardId',
  'productId',
  'productListId',
  'inventoryId',
  'farmId',
  'marketId',
  'recipesId',
  'orderId',
  'userId',
  'addressId',
  'distributionId',
  'productQuantity',
  'selectPickDel',
  'placeOrderOpen',
  'placeOrderClose',
  'courierType',
  'email',
  'password',
  'firstName',
  'lastName',
  'city',
  'state',
  'phone',
  'name',
]);

/** The field an issue is about, as a person would name it ('postalCode' -> 'Zip code'). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).filter((k): k is string => typeof k === 'string');
  const key = keys.at(-1);
  if (!key) return msg('field.request');
  if (key === 'zipCode') return msg('field.postalCode');
  if (LABELS.has(key)) return msg(`field.${key}` as CoreMessageKey);
  const label = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const KINDS = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'date']);
const kind = (expected: string) =>
  expected === 'bigint'
    ? msg('kind.int')
    : KINDS.has(expected)
      ? msg(`kind.${expected}` as CoreMessageKey)
      : expected;

type Issue = z.core.$ZodRawIssue;

function describe(iss: Issue): string {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return msg('validation.required', { label });
      return msg('validation.mustBe', { label, kind: kind(iss.expected) });
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'string')
        return n <= 1 ? msg('validation.required', { label }) : msg('validation.minLength', { label, n });
      if (iss.origin === 'array' || iss.origin === 'set') return msg('validation.minEntries', { label, n });
      return msg(iss.inclusive === false ? 'validation.greaterThan' : 'validation.atLeast', { label, n });
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'string') return msg('validation.maxLength', { label, n });
      if (iss.origin === 'array' || iss.origin === 'set') return msg('validation.maxEntries', { label, n });
      return msg(iss.inclusive === false ? 'validation.lessThan' : 'validation.atMost', { label, n });
    }
    case 'invalid_format':
      if (iss.format === 'email') return msg('validation.email');
      return msg('validation.format', { label });
    case 'invalid_value':
      return msg('validation.oneOf', { label, values: iss.values.map((v: unknown) => String(v)).join(', ') });
    case 'not_multiple_of':
      return msg('validation.multipleOf', { label, n: String(iss.divisor) });
    case 'unrecognized_keys':
      return msg('validation.unknownFields', { n: iss.keys.length, keys: iss.keys.join(', ') });
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return msg('validation.invalid', { label });
  }
}

let installed = false;
/** Makes every zod message without its own wording name its field and rule. Idempotent. */
export function installValidationMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: (iss) => describe(iss as Issue) });
}
