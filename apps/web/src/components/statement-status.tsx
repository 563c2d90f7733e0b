import type { StatementDto } from '@lfm/core';

const LOOK: Record<StatementDto['status'], [string, string]> = {
  owed: ['Owed', 'bg-harvest-tint text-soil'],
  processing: ['Paying…', 'bg-sky/10 text-sky'],
  paid: ['Paid', 'bg-leaf-tint text-leaf-dark'],
};

/** A statement's status in words (never by colour alone). */
export function StatementStatus({ status }: { status: StatementDto['status'] }) {
  const [label, look] = LOOK[status];
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${look}`}>{label}</span>;
}
