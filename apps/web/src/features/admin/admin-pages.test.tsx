import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDto, AuditEntryDto, WorkflowUndoDto } from '@lfm/core';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { setLocale } from '../../lib/i18n';
import AdminUsersPage from './users-page';
import AuditPage from './audit-page';
import ReportsPage from './reports-page';
import UndosPage from './undos-page';

const restaurant: AdminUserDto = {
  _id: 41,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'López',
  userType: 3,
  consumerType: 3,
  role: 'user',
  invoiceStatus: null,
  disabled: false,
  createdAt: '2026-11-02T15:00:00.000Z',
};
const users = { 'admin/users': { result: [restaurant], total: 1, page: 1, limit: 20 } };

const undo: WorkflowUndoDto = {
  id: 7,
  workflow: 'checkout',
  runId: 3,
  key: '41:abc',
  step: 'pay',
  state: 'retrying',
  attempts: 3,
  lastError: 'card_declined',
  runError: null,
  orderId: 1204,
  paymentId: null,
  createdAt: '2026-11-02T15:00:00.000Z',
  doneAt: null,
};

afterEach(() => setLocale('en'));

// The chart draws on a canvas (none in jsdom): its stand-in shows the summary a screen reader hears.
vi.mock('../../components/sales-chart', () => ({
  default: ({ label }: { label: string }) => <p role="img" aria-label={label} />,
}));

describe('the admin pages in English (the words the browser tests look for)', () => {
  it('users: the search, the kind of account and the disable dialog', async () => {
    stubApi(users);
    const { user } = renderPage(<AdminUsersPage />);
    expect(screen.getByRole('searchbox', { name: 'Search users by name or email' })).toBeTruthy();
    const card = (await screen.findByText('ana@example.com')).closest('li')!;
    expect(card.textContent).toContain('Wholesale Buyer · Restaurant');
    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ana López?' });
    expect(dialog.textContent).toContain('They are signed out everywhere');
  });
});

describe('the admin pages in Spanish (issue 32: the admin part of the catalogue)', () => {
  it('users: every word in Spanish, the names as written', async () => {
    await setLocale('es');
    stubApi(users);
    const { user } = renderPage(<AdminUsersPage />);
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(
      screen.getByRole('searchbox', { name: 'Buscar usuarios por nombre o correo electrónico' }),
    ).toBeTruthy();
    const card = (await screen.findByText('ana@example.com')).closest('li')!;
    expect(card.textContent).toContain('Comprador mayorista · Restaurante');
    expect(within(card).getByRole('button', { name: 'Permitir facturas' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('dialog', { name: '¿Desactivar a Ana López?' })).toBeTruthy();
  });

  it('reports: the title, the columns and the money from the catalogue and the es-US formatters', async () => {
    await setLocale('es');
    stubApi({
      'admin/reports': {
        report: 'sales-by-farm',
        from: '2026-11-01',
        to: '2026-11-30',
        rows: [{ farm: 'Green Acres', orders: 3, itemsCents: 4500, feesCents: 500, salesCents: 123456 }],
      },
    });
    renderPage(<ReportsPage />);
    expect(screen.getByRole('heading', { name: 'Ventas por granja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Últimos 7 días' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Granja', 'Pedidos', 'Productos', 'Entrega y envío', 'Ventas']);
    expect(table.textContent).toContain('Green Acres');
    expect(table.textContent).toContain('$1,234.56');
    expect(
      await screen.findByRole('img', { name: 'Ventas por granja: Ventas, $1,234.56 en total.' }),
    ).toBeTruthy();
  });

  it("reports: a switch of language asks for the rows again in the new language (the server's words)", async () => {
    const calls = stubApi({
      'admin/reports': {
        report: 'sales-by-farm',
        from: '2026-11-01',
        to: '2026-11-30',
        rows: [{ farm: 'Green Acres', orders: 3, itemsCents: 4500, feesCents: 500, salesCents: 4500 }],
      },
    });
    renderPage(<ReportsPage />);
    await screen.findByRole('table');
    await act(() => setLocale('es'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin/reports').map((c) => c.lang)).toEqual(['en', 'es']),
    );
  });

  it('audit trail: what, the subject and the details in Spanish, the item as its farmer named it', async () => {
    await setLocale('es');
    const entry: AuditEntryDto = {
      _id: 9,
      at: '2026-11-02T15:00:00.000Z',
      actorUserId: 41,
      actorName: 'Ana López',
      actorEmail: 'ana@example.com',
      action: 'order.refund',
      subjectType: 'order',
      subjectId: 1204,
      detail: { totalCents: 2500, paymentMethod: 'card', refundedCents: 2500 },
      ip: '203.0.113.9',
    };
    stubApi({ 'admin/audit': { result: [entry], total: 1, page: 1, limit: 50 } });
    renderPage(<AuditPage />);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Reembolsó un pedido');
    expect(row.textContent).toContain('Pedido #1204');
    expect(row.textContent).toContain('total: $25.00, forma de pago: tarjeta, reembolsado: $25.00');
    expect(row.textContent).not.toMatch(/payment method|refunded|Order #/);
  });

  it('failed undos: the step, the attempts (plural) and the order in Spanish', async () => {
    await setLocale('es');
    stubApi({ 'admin/failedUndos': { result: [undo] } });
    renderPage(<UndosPage />);
    const item = (await screen.findByText('Reembolsar el pago')).closest('li')!;
    expect(item.textContent).toContain('pedido n.º 1204');
    expect(item.textContent).toContain('Reintentando');
    expect(item.textContent).toContain('3 intentos · falló por primera vez el');
    expect(item.textContent).toContain('Último error: card_declined');
  });
});
