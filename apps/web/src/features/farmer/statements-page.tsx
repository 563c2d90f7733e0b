import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Landmark } from 'lucide-react';
import { formatBasisPoints, formatCents, formatShortDate, marketDay, type StatementDto } from '@lfm/core';
import { payoutsApi } from '@lfm/core/routes';
import { ApiError, call } from '../../api/client';
import { useFarmerStatements, usePayoutAccount } from '../../api/farmer-statements';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { StatementStatus } from '../../components/statement-status';
import { Table, type Column } from '../../components/table';
import { useT, type Translate } from '../../lib/i18n';
import { toast } from '../../lib/toast';

const columns = (t: Translate): Column<StatementDto>[] => [
  {
    header: t('farmer.statements.windowClosed'),
    rowHeader: true,
    phone: 'title',
    cell: (s) => (
      <Link
        to={`/farmer/statements/${s.id}`}
        className="font-semibold text-leaf underline-offset-2 hover:underline"
      >
        {formatShortDate(marketDay(s.periodEnd), t.locale)}
      </Link>
    ),
  },
  { header: t('farmer.orders'), align: 'right', cell: (s) => s.orders },
  {
    header: t('farmer.statements.sales'),
    align: 'right',
    cell: (s) => formatCents(s.itemsCents + s.deliveryCents, t.locale),
  },
  {
    header: t('farmer.statements.refunds'),
    align: 'right',
    cell: (s) => (s.refundsCents ? formatCents(-s.refundsCents, t.locale) : '—'),
  },
  {
    header: t('farmer.statements.fee'),
    phoneLabel: t('farmer.statements.feeShort'),
    align: 'right',
    cell: (s) => formatCents(-s.feeCents, t.locale),
  },
  {
    header: t('farmer.statements.owedToYou'),
    align: 'right',
    cell: (s) => <strong>{formatCents(s.owedCents, t.locale)}</strong>,
  },
  { header: t('portal.status'), cell: (s) => <StatementStatus statement={s} /> },
];

/** Connect (Stripe Connect Express onboarding, or the built-in stand-in) and what is connected. */
function PayoutAccount() {
  const t = useT();
  const { data } = usePayoutAccount();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!data) return <div className="h-28 animate-pulse rounded-xl bg-leaf-tint/50" />;
  const connect = async () => {
    setBusy(true);
    try {
      const { url } = await call(payoutsApi.connect);
      // Our own stand-in page is a path of this app; Stripe's onboarding is another site.
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('portal.tryAgain'));
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="payout-account">
      <h2 id="payout-account" className="flex items-center gap-2 text-lg text-soil">
        <Landmark className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
        {t('farmer.payout.title')}
      </h2>
      {data.payoutsEnabled ? (
        <p className="mt-2 text-soil">
          {t(data.provider === 'local' ? 'farmer.payout.connectedTest' : 'farmer.payout.connected')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-soil">
            {t(data.connected ? 'farmer.payout.started' : 'farmer.payout.notConnected')}
          </p>
          <Button className="mt-3" onClick={() => void connect()} loading={busy}>
            {t(data.connected ? 'farmer.payout.finish' : 'farmer.payout.connect')}
          </Button>
        </>
      )}
      <p className="mt-3 text-sm text-soil-muted">
        {t('farmer.payout.fee', { fee: formatBasisPoints(data.feeBasisPoints) })}
      </p>
    </section>
  );
}

/** Issue 30.4: a statement per closed order window: what the farm sold, and what it is owed. */
export default function StatementsPage() {
  const t = useT();
  const { data, isLoading } = useFarmerStatements();
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">{t('farmer.statements')}</h2>
        <p className="mt-1 text-soil">{t('farmer.statements.intro')}</p>
      </div>
      <PayoutAccount />
      {isLoading ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <Table
          caption={t('farmer.statements.caption')}
          columns={columns(t)}
          rows={data?.statements ?? []}
          rowKey={(s) => s.id}
          cards
          framed
          empty={<EmptyState message={t('farmer.statements.empty')} />}
        />
      )}
    </section>
  );
}
