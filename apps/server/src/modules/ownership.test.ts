import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one module that writes it; the others call that module's service through its
 * index.ts (docs/decisions/004-table-ownership.md). The Drizzle table (as `schema.ts` names it) →
 * the folder under src/ whose files may insert, update or delete its rows.
 */
const OWNERS: Record<string, string> = {
  orders: 'modules/orders',
  orderGroups: 'modules/orders',
  orderLines: 'modules/orders',
  itemSalesByDay: 'modules/orders',
  inventory: 'modules/inventory',
  subscriptions: 'modules/subscriptions',
  carts: 'modules/cart',
  cartLines: 'modules/cart',
  cartFarms: 'modules/cart',
  users: 'modules/users',
  addresses: 'modules/users',
  sessions: 'modules/auth',
  passwordResetTokens: 'modules/auth',
  farmerApplications: 'modules/farmer-applications',
  farms: 'modules/farmer-portal',
  farmMedia: 'modules/farmer-portal',
  distributions: 'modules/farmer-portal',
  markets: 'modules/admin',
  recipes: 'modules/admin',
  newsletterSignups: 'modules/newsletter',
  paymentCustomers: 'adapters/payments',
  paymentCards: 'adapters/payments',
  paymentCharges: 'adapters/payments',
  paymentTokens: 'adapters/payments',
  jobs: 'jobs',
  rateLimits: 'http',
  workflowRuns: 'workflows',
  workflowUndos: 'workflows',
  dayMessages: 'modules/day-messages',
  dayMessageRecipients: 'modules/day-messages',
  marketplaceSettings: 'modules/payouts',
  farmPayoutAccounts: 'modules/payouts',
  statements: 'modules/payouts',
  statementLines: 'modules/payouts',
  localPayoutAccounts: 'adapters/payouts',
  localTransfers: 'adapters/payouts',
  auditLog: 'modules/audit',
};

/** Test data and demo data are written directly (factories shared by the tests and the seed). */
const DATA_MAKERS = ['db/factories.ts', 'db/seed/', 'test/'];

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every file that inserts, updates or deletes an owned table outside its owner, as `file: table`. */
function writesOutsideOwner() {
  const found = new Set<string>();
  for (const file of sourceFiles(src)) {
    const rel = relative(src, file).split('\\').join('/');
    if (DATA_MAKERS.some((d) => rel.startsWith(d))) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = OWNERS[m[2]!];
      if (owner && !rel.startsWith(`${owner}/`)) found.add(`${rel}: ${m[2]}`);
    }
  }
  return [...found].sort();
}

describe('table ownership', () => {
  it('writes each table only in its owner module', () => {
    expect(writesOutsideOwner()).toEqual([]);
  });

  it('knows every table of the schema', () => {
    const schema = readFileSync(join(src, 'db/schema.ts'), 'utf8');
    const tables = [...schema.matchAll(/^export const (\w+) = pgTable\(/gm)].map((m) => m[1]!);
    expect(tables.filter((t) => !OWNERS[t])).toEqual([]);
  });

  it('sees the writes it guards (the scan is not blind)', () => {
    const text = readFileSync(join(src, 'modules/orders/order-writes.ts'), 'utf8');
    expect(text).toMatch(/\.insert\(orders\)/);
  });
});
