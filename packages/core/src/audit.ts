/**
 * The audit trail (issue 34.7): the actions recorded and how the admin names them. The server records
 * an entry with one of these actions; the admin page shows its label and filters by it. The labels are
 * keys of the admin part of the catalogue (i18n/en-admin.ts): the page says them in the admin's
 * language, the CSV in English.
 */
import { formatCents } from './format';
import type { AdminKey } from './i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { translate } from './i18n/translate';

export const AUDIT_ACTIONS = {
  'farmer.approve': 'admin.audit.action.farmerApprove',
  'farmer.decline': 'admin.audit.action.farmerDecline',
  'user.disable': 'admin.audit.action.userDisable',
  'user.enable': 'admin.audit.action.userEnable',
  'invoice.allow': 'admin.audit.action.invoiceAllow',
  'invoice.withdraw': 'admin.audit.action.invoiceWithdraw',
  'order.cancel': 'admin.audit.action.orderCancel',
  'order.refund': 'admin.audit.action.orderRefund',
  'item.price': 'admin.audit.action.itemPrice',
  'distribution.fees': 'admin.audit.action.distributionFees',
  'fee.marketplace': 'admin.audit.action.feeMarketplace',
  'fee.farm': 'admin.audit.action.feeFarm',
  'payout.paid': 'admin.audit.action.payoutPaid',
  'payout.transfer': 'admin.audit.action.payoutTransfer',
  'payout.account': 'admin.audit.action.payoutAccount',
} as const satisfies Record<string, AdminKey>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/**
 * An action's label in `locale` (the admin part of the catalogue must be loaded: the server loads every
 * part at start, the admin pages load it with their code); an action recorded by a newer module than this
 * list shows as it is.
 */
export const auditActionLabel = (action: string, locale: Locale = DEFAULT_LOCALE) => {
  const key = (AUDIT_ACTIONS as Record<string, AdminKey>)[action];
  return key ? translate(locale, key) : action;
};

/** What an entry is about ('order', 'user'), in `locale`: 'Order', 'Pedido'. */
export const auditSubjectLabel = (type: string, locale: Locale = DEFAULT_LOCALE) =>
  translate(locale, 'admin.audit.subjectType', { type });

/** A detail's key without its unit: 'refundedCents' is 'refunded', 'deliveryFeeCentsPerMile' 'deliveryFeePerMile'. */
const fieldOf = (key: string) => key.replace(/Cents|BasisPoints/, '');

/** A detail's key as words in `locale`; a key no entry had when this was written, split into words. */
function keyWords(key: string, locale: Locale) {
  const field = fieldOf(key);
  const words = translate(locale, 'admin.audit.detail.field', { field });
  return words !== field
    ? words
    : field
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase()
        .trim();
}

/** The recorded values that are words of ours (a payment method), not a person's (an item's name). */
const WORDS = new Set(['paymentMethod', 'method']);

/** The fields of an entry's detail a person reads: amounts in dollars, fees in percent, the rest as it is. */
function detailValue(key: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return translate(locale, 'admin.audit.detail.none');
  if (typeof value === 'number' && key.includes('Cents')) return formatCents(value, locale);
  if (typeof value === 'number' && key.endsWith('BasisPoints')) return `${value / 100}%`;
  if (Array.isArray(value)) return `[${value.map((v) => detailValue(key, v, locale)).join(', ')}]`;
  if (typeof value === 'object') return `(${formatDetail(value as Record<string, unknown>, locale, key)})`;
  if (typeof value === 'string' && WORDS.has(key))
    return translate(locale, 'admin.audit.detail.value', { value });
  return String(value);
}

/** The database keeps a detail's keys in its own order: what it names first, then the value before, then after. */
const beforeAfter = (key: string) => (/^from([A-Z]|$)/.test(key) ? 1 : /^to([A-Z]|$)/.test(key) ? 2 : 0);

function formatDetail(detail: Record<string, unknown>, locale: Locale, moneyKey: string): string {
  return Object.entries(detail)
    .sort(([a], [b]) => beforeAfter(a) - beforeAfter(b))
    .map(
      ([k, v]) =>
        `${keyWords(k, locale)}: ${detailValue(moneyKey.includes('Cents') ? moneyKey : k, v, locale)}`,
    )
    .join(', ');
}

/**
 * An entry's detail in a line, in the reader's language (issue 32): 'from: (consumer: $3.50, wholesale:
 * $2.50), to: (...)'. A nested object's money keys ('consumer' under 'fromCents') are money too. The admin
 * part of the catalogue must be loaded (as for auditActionLabel).
 */
export const formatAuditDetail = (detail: Record<string, unknown>, locale: Locale = DEFAULT_LOCALE) =>
  formatDetail(detail, locale, '');
