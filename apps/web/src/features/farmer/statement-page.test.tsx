import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatShortDate, type StatementDetailDto, type StatementDto } from '@lfm/core';
import { setLocale } from '../../lib/i18n';
import { stubApi } from '../../test/api-stub';
import StatementPage from './statement-page';

afterEach(() => setLocale('en'));

const statement = (over: Partial<StatementDto>): StatementDto => ({
  id: 9,
  farmId: 3,
  farmName: 'Hudson Valley Greens',
  periodStart: '2026-11-28T11:01:00.000Z',
  periodEnd: '2026-12-05T11:01:00.000Z',
  status: 'owed',
  orders: 1,
  itemsCents: 8000,
  deliveryCents: 0,
  refundsCents: 0,
  feeCents: 800,
  carriedCents: -3600,
  owedCents: 3600,
  carriedTo: null,
  paidAt: null,
  paidOn: null,
  paidMethod: null,
  paidReference: null,
  canTransfer: false,
  transferFailure: null,
  ...over,
});

// The statement of Dec 5 carries the -$36.00 of the statement of Nov 28 (refunds exceeded its sales).
const carrying: StatementDetailDto = {
  statement: statement({}),
  lines: [
    {
      id: 30,
      kind: 'carry',
      orderId: null,
      orderedAt: null,
      buyer: '',
      courierType: '',
      carriedFrom: { statementId: 8, periodEnd: '2026-11-28T11:01:00.000Z' },
      items: [],
      itemsCents: 0,
      deliveryCents: 0,
      feeBasisPoints: 0,
      feeCents: 0,
      owedCents: -3600,
    },
    {
      id: 31,
      kind: 'sale',
      orderId: 77,
      orderedAt: '2026-12-02T15:00:00.000Z',
      buyer: 'Ada Moss',
      courierType: 'Pickup',
      carriedFrom: null,
      items: [{ productName: 'Carrots', quantity: 8, unit: 'bunch', unitPriceCents: 1000 }],
      itemsCents: 8000,
      deliveryCents: 0,
      feeBasisPoints: 1000,
      feeCents: 800,
      owedCents: 7200,
    },
  ],
};
const carried: StatementDetailDto = {
  statement: statement({
    id: 8,
    periodStart: null,
    periodEnd: '2026-11-28T11:01:00.000Z',
    status: 'carried',
    itemsCents: 1000,
    refundsCents: 5000,
    feeCents: -400,
    carriedCents: 0,
    owedCents: -3600,
    carriedTo: { statementId: 9, periodEnd: '2026-12-05T11:01:00.000Z' },
  }),
  lines: [],
};

function showStatement(detail: StatementDetailDto) {
  stubApi({ 'farmer/statement': detail });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/farmer/statements/${detail.statement.id}`]}>
        <Routes>
          <Route path="/farmer/statements/:id" element={<StatementPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a farm's statement that carries a negative balance (issue 30.4)", () => {
  it('shows the carried balance as its first line and in its figures', async () => {
    showStatement(carrying);
    const lines = await screen.findByRole('table', { name: 'Statement lines' });
    const [, first] = within(lines).getAllByRole('row');
    expect(first!.textContent).toContain('Balance carried from the statement of Sat, Nov 28');
    expect(first!.textContent).toContain('-$36.00');
    expect(screen.getByText('Balance carried from earlier statements').nextSibling?.textContent).toBe(
      '-$36.00',
    );
    expect(screen.getByText('Status').nextSibling?.textContent).toBe('Owed');
  });

  it('says a carried statement is carried, and where to, in English and in Spanish', async () => {
    showStatement(carried);
    expect((await screen.findByText('Status')).nextSibling?.textContent).toBe('Carried');
    expect(screen.getByText(/Carried to the statement of Sat, Dec 5\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement #9' }).getAttribute('href')).toBe(
      '/farmer/statements/9',
    );

    await setLocale('es');
    expect((await screen.findByText('Estado')).nextSibling?.textContent).toBe('Trasladado');
    const day = formatShortDate('2026-12-05', 'es');
    expect(screen.getByText(`Trasladado al estado de cuenta del ${day}.`, { exact: false })).toBeTruthy();
  });
});
