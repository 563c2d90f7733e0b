/**
 * The audit trail (issue 34.7): the actions recorded and how the admin names them. The server records
 * an entry with one of these actions; the admin page shows its label and filters by it.
 */
import { formatCents } from './format';

export const AUDIT_ACTIONS = {
  'farmer.approve': 'Approved a farmer',
  'farmer.decline': 'Declined a farmer',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'invoice.allow': 'Allowed pay by invoice',
  'invoice.withdraw': 'Withdrew pay by invoice',
  'order.cancel': 'Cancelled an order',
  'order.refund': 'Refunded an order',
  'item.price': 'Changed an item price',
  'distribution.fees': 'Changed delivery fees',
  'fee.marketplace': 'Changed the marketplace fee',
  'fee.farm': "Changed a farm's fee",
  'payout.paid': 'Recorded a payout as paid',
  'payout.transfer': 'Paid a farm by transfer',
  'payout.account': 'Connected a payout account',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** An action's label; an action recorded by a newer module than this list shows as it is. */
export const auditActionLabel = (action: string) =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** A detail's key as words: 'refundedCents' is 'refunded', 'deliveryFeeCentsPerMile' 'delivery fee per mile'. */
const keyWords = (key: string) =>
  key
    .replace(/Cents|BasisPoints/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();

/** The fields of an entry's detail a person reads: amounts in dollars, fees in percent, the rest as it is. */
function detailValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'number' && key.includes('Cents')) return formatCents(value);
  if (typeof value === 'number' && key.endsWith('BasisPoints')) return `${value / 100}%`;
  if (Array.isArray(value)) return `[${value.map((v) => detailValue(key, v)).join(', ')}]`;
  if (typeof value === 'object') return `(${formatAuditDetail(value as Record<string, unknown>, key)})`;
  return String(value);
}

/** The database keeps a detail's keys in its own order: what it names first, then the value before, then after. */
const beforeAfter = (key: string) => (/^from([A-Z]|$)/.test(key) ? 1 : /^to([A-Z]|$)/.test(key) ? 2 : 0);

/**
 * An entry's detail in a line: 'from: (consumer: $3.50, wholesale: $2.50), to: (...)'. A nested
 * object's money keys ('consumer' under 'fromCents') are money too.
 */
export function formatAuditDetail(detail: Record<string, unknown>, moneyKey = ''): string {
  return Object.entries(detail)
    .sort(([a], [b]) => beforeAfter(a) - beforeAfter(b))
    .map(([k, v]) => `${keyWords(k)}: ${detailValue(moneyKey.includes('Cents') ? moneyKey : k, v)}`)
    .join(', ');
}
