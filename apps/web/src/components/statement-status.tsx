import type { StatementDto } from '@lfm/core';
import { useT } from '../lib/i18n';

const LOOK: Record<StatementDto['status'], string> = {
  owed: 'bg-harvest-tint text-soil',
  processing: 'bg-sky/10 text-sky',
  paid: 'bg-leaf-tint text-leaf-dark',
};

/**
 * A statement's status in words (never by colour alone). Its words are the portal part's: the farmer's
 * statements and the admin's payouts both load it (app/routes.tsx).
 */
export function StatementStatus({ status }: { status: StatementDto['status'] }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${LOOK[status]}`}>
      {t('portal.statementStatus', { status })}
    </span>
  );
}
