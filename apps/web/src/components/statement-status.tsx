import { statementState, type StatementDto, type StatementState } from '@lfm/core';
import { useT } from '../lib/i18n';

const LOOK: Record<StatementState, string> = {
  owed: 'bg-harvest-tint text-soil',
  nothingOwed: 'bg-line/40 text-soil',
  toCarry: 'bg-berry/10 text-berry',
  processing: 'bg-sky/10 text-sky',
  paid: 'bg-leaf-tint text-leaf-dark',
  carried: 'bg-line/40 text-soil',
};

/** A statement's status in words, in the reader's language (never by colour alone). */
export function StatementStatus({ statement }: { statement: Pick<StatementDto, 'status' | 'owedCents'> }) {
  const t = useT();
  const state = statementState(statement);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${LOOK[state]}`}>
      {t('statement.status', { status: state })}
    </span>
  );
}
