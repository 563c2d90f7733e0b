import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { usePagedFilters, usePageParam } from './use-paging';

const links = () => screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
const current = () => screen.getByRole('button', { current: 'page' }).textContent;

describe('Pagination', () => {
  it('shows nothing for one page of records', () => {
    render(<Pagination page={1} total={10} limit={10} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    { page: 1, total: 70, links: ['1', '2', '3', '4', '5', '6', '7'] },
    { page: 1, total: 120, links: ['1', '2', '12'] },
    { page: 6, total: 120, links: ['1', '5', '6', '7', '12'] },
    { page: 12, total: 120, links: ['1', '11', '12'] },
  ])('links every page up to seven, then the ends and the neighbours: page $page of $total records', (c) => {
    render(<Pagination page={c.page} total={c.total} limit={10} onPageChange={() => {}} />);
    expect(links()).toEqual(c.links);
    expect(current()).toBe(String(c.page));
  });

  it.each([
    { page: 1, links: ['1', '2', '3'], shown: '1–10 of 46' },
    { page: 3, links: ['2', '3', '4'], shown: '21–30 of 46' },
    { page: 5, links: ['3', '4', '5'], shown: '41–46 of 46' },
  ])('with around=3 links three pages about page $page and says which records show', (c) => {
    render(
      <Pagination
        page={c.page}
        total={46}
        limit={10}
        around={3}
        onPageChange={() => {}}
        label="Product pages"
      />,
    );
    expect(links()).toEqual(c.links);
    expect(within(screen.getByRole('navigation', { name: 'Product pages' })).getByText(c.shown)).toBeTruthy();
  });

  it('asks for the page chosen, and cannot go before the first or past the last', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} total={30} limit={10} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={3} total={30} limit={10} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

function PagedList() {
  const [page, setPage] = usePageParam();
  const { search } = useLocation();
  return (
    <>
      <p>Address: {search}</p>
      <Pagination page={page} total={30} limit={10} onPageChange={setPage} />
    </>
  );
}

describe('usePageParam', () => {
  it.each([
    { url: '/recipes', page: '1' },
    { url: '/recipes?page=3', page: '3' },
    { url: '/recipes?page=-2', page: '1' },
    { url: '/recipes?page=abc', page: '1' },
  ])('reads $url as page $page', ({ url, page }) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <PagedList />
      </MemoryRouter>,
    );
    expect(current()).toBe(page);
  });

  it('keeps the page in the address beside the other parameters, and leaves it out for the first page', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    render(
      <MemoryRouter initialEntries={['/markets?search=hudson']}>
        <PagedList />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText(/^Address:/).textContent).toBe('Address: ?search=hudson&page=2');
    expect(current()).toBe('2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText(/^Address:/).textContent).toBe('Address: ?search=hudson');
  });
});

function FilteredList() {
  const { filters, page, setFilters, setPage } = usePagedFilters({ status: 'pending' });
  return (
    <>
      <button onClick={() => setFilters({ status: 'approved' })}>Approved</button>
      <p>Showing {filters.status}</p>
      <Pagination page={page} total={30} limit={10} onPageChange={setPage} />
    </>
  );
}

describe('usePagedFilters', () => {
  it('goes back to the first page when a filter changes', async () => {
    render(<FilteredList />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(current()).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(screen.getByText('Showing approved')).toBeTruthy();
    expect(current()).toBe('1');
  });
});
