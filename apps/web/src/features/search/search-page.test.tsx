import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inventoryExample } from '@lfm/core/contract/examples';
import { setLocale } from '../../lib/i18n';
import { stubApi } from '../../test/api-stub';
import SearchPage from './search-page';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const answer = { inventory: [], farms: [], total: 0, page: 1, limit: 12, categories: [] };

describe('Search: filters and sort', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a sort chosen before the applied filters reach the address keeps them', async () => {
    stubApi({ search: answer, 'user/getProfile': null });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/search?q=tomatoe&way=3']}>
          <Routes>
            <Route
              path="/search"
              element={
                <>
                  <SearchPage />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const filters = screen.getByRole('form', { name: 'Search filters' });
    fireEvent.change(within(filters).getByLabelText('Get it by'), { target: { value: '' } });
    // Apply, then the sort, before the page has drawn the applied filters (a quick hand, a slow phone).
    act(() => {
      fireEvent.submit(filters);
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    });
    const address = new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');
    expect(address.get('sort')).toBe('price');
    expect(address.get('way')).toBeNull();
    expect(address.get('q')).toBe('tomatoe');
  });

  it('says how far each hit is in the reader’s language', async () => {
    const hit = { ...inventoryExample, distanceMiles: 2.34, certifiedOrganic: false };
    stubApi({ search: { result: [hit], total: 1, page: 1, limit: 12, farms: [] }, 'user/getProfile': null });
    const page = () =>
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/search?q=tomato&zipCode=12534']}>
            <Routes>
              <Route path="/search" element={<SearchPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    const en = page();
    expect(await screen.findByText('2.3 mi away')).toBeTruthy();
    en.unmount();
    await setLocale('es');
    try {
      page();
      expect(await screen.findByText('a 2.3 mi')).toBeTruthy();
      expect(screen.queryByText(/mi away/)).toBeNull();
    } finally {
      await setLocale('en');
    }
  });
});
