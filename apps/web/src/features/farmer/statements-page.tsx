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
import { toast } from '../../lib/toast';

const periodOf = (s: StatementDto) => formatShortDate(marketDay(s.periodEnd));

const COLUMNS: Column<StatementDto>[] = [
  {
    header: 'Window closed',
    rowHeader: true,
    phone: 'title',
    cell: (s) => (
      <Link
        to={`/farmer/statements/${s.id}`}
        className="font-semibold text-leaf underline-offset-2 hover:underline"
      >
        {periodOf(s)}
      </Link>
    ),
  },
  { header: 'Orders', align: 'right', cell: (s) => s.orders },
  { header: 'Sales', align: 'right', cell: (s) => formatCents(s.itemsCents + s.deliveryCents) },
  { header: 'Refunds', align: 'right', cell: (s) => (s.refundsCents ? formatCents(-s.refundsCents) : '—') },
  { header: 'Marketplace fee', phoneLabel: 'Fee', align: 'right', cell: (s) => formatCents(-s.feeCents) },
  { header: 'Owed to you', align: 'right', cell: (s) => <strong>{formatCents(s.owedCents)}</strong> },
  { header: 'Status', cell: (s) => <StatementStatus status={s.status} /> },
];

/** Connect (Stripe Connect Express onboarding, or the built-in stand-in) and what is connected. */
function PayoutAccount() {
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
      toast.error(err instanceof ApiError ? err.message : 'Please try again.');
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="payout-account">
      <h2 id="payout-account" className="flex items-center gap-2 text-lg text-soil">
        <Landmark className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
        Payout account
      </h2>
      {data.payoutsEnabled ? (
        <p className="mt-2 text-soil">
          Connected. Payouts of your statements go straight to your account
          {data.provider === 'local' ? ' (test mode: no real money moves)' : ''}.
        </p>
      ) : (
        <>
          <p className="mt-2 text-soil">
            {data.connected
              ? 'Your account is started, but onboarding is not finished yet.'
              : 'Connect an account to be paid by transfer. Until then the marketplace pays you by check or bank transfer.'}
          </p>
          <Button className="mt-3" onClick={() => void connect()} loading={busy}>
            {data.connected ? 'Finish onboarding' : 'Connect a payout account'}
          </Button>
        </>
      )}
      <p className="mt-3 text-sm text-soil-muted">
        The marketplace&rsquo;s fee on your item sales is {formatBasisPoints(data.feeBasisPoints)}. Delivery
        and shipping fees are all yours.
      </p>
    </section>
  );
}

/** Issue 30.4: a statement per closed order window: what the farm sold, and what it is owed. */
export default function StatementsPage() {
  const { data, isLoading } = useFarmerStatements();
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">Statements</h2>
        <p className="mt-1 text-soil">
          When an order window closes you get a statement: your orders, the marketplace&rsquo;s fee, any
          refunds, and the amount you are owed.
        </p>
      </div>
      <PayoutAccount />
      {isLoading ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <Table
          caption="Your statements"
          columns={COLUMNS}
          rows={data?.statements ?? []}
          rowKey={(s) => s.id}
          cards
          framed
          empty={<EmptyState message="No statements yet. Your first arrives when an order window closes." />}
        />
      )}
    </section>
  );
}
