import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayoutSettingsDto, StatementDto } from '@lfm/core';
import { setLocale } from '../../lib/i18n';
import { ApiErrorAnswer, stubApi } from '../../test/api-stub';
import PayoutsPage from './payouts-page';

afterEach(() => setLocale('en'));

const statement = (over: Partial<StatementDto>): StatementDto => ({
  id: 9,
  farmId: 3,
  farmName: 'Hudson Valley Greens',
  periodStart: null,
  periodEnd: '2026-11-21T11:01:00.000Z',
  status: 'owed',
  orders: 2,
  itemsCents: 8000,
  deliveryCents: 0,
  refundsCents: 0,
  feeCents: 800,
  carriedCents: 0,
  owedCents: 7200,
  carriedTo: null,
  paidAt: null,
  paidOn: null,
  paidMethod: null,
  paidReference: null,
  canTransfer: true,
  transferFailure: null,
  ...over,
});
const settings: PayoutSettingsDto = {
  feeBasisPoints: 1000,
  farms: [],
  periods: ['2026-11-21'],
  provider: 'stripe',
};

function showPayouts(statements: StatementDto[], transfer?: unknown) {
  const calls = stubApi({
    'admin/payouts/settings': settings,
    'admin/payouts/statements': { statements },
    ...(transfer !== undefined && { 'admin/payouts/transfer': transfer }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PayoutsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}
const rowOf = async (farm: string) => (await screen.findByText(farm)).closest('tr')!;

describe("the admin's payouts while a transfer's outcome is unknown (issue 30.4)", () => {
  it('shows a transfer under way as paying, waiting for the processor, with no way to pay it again', async () => {
    showPayouts([statement({ status: 'processing' })]);
    const row = await rowOf('Hudson Valley Greens');
    expect(within(row).getByText('Paying…')).toBeTruthy();
    expect(within(row).getByText('Waiting for the payment processor to confirm the transfer.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Pay by transfer' })).toBeNull();
  });

  it("shows the processor's refusal on a statement owed again, in English and in Spanish", async () => {
    showPayouts([statement({ transferFailure: 'The destination account cannot receive transfers.' })]);
    const row = await rowOf('Hudson Valley Greens');
    expect(
      within(row).getByText('Last transfer refused: The destination account cannot receive transfers.'),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    await setLocale('es');
    expect(
      await within(row).findByText(
        'Última transferencia rechazada: The destination account cannot receive transfers.',
      ),
    ).toBeTruthy();
  });

  it('reads the statements again when the processor does not confirm a transfer', async () => {
    const calls = showPayouts(
      [statement({})],
      new ApiErrorAnswer(409, 6, 'The payment processor has not confirmed the payout.'),
    );
    const row = await rowOf('Hudson Valley Greens');
    const reads = () => calls.filter((c) => c.path === 'admin/payouts/statements').length;
    const before = reads();
    fireEvent.click(within(row).getByRole('button', { name: 'Pay by transfer' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(calls.find((c) => c.path === 'admin/payouts/transfer')?.body).toEqual({ statementId: 9 });
  });
});
