import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from './paged-list';

const list = (data: { result: string[]; total: number; limit: number } | undefined) =>
  render(
    <PagedList data={data} page={1} onPageChange={() => {}} label="User pages" empty="No users yet.">
      {(name) => <li key={name}>{name}</li>}
    </PagedList>,
  );

describe('PagedList', () => {
  it('shows neither cards nor an empty sentence while the page loads', () => {
    list(undefined);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('No users yet.')).toBeNull();
  });

  it('says the empty sentence when there are no records', () => {
    list({ result: [], total: 0, limit: 10 });
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the page’s records with links to the other pages', () => {
    list({ result: ['Ruth', 'Wren'], total: 12, limit: 10 });
    const [cards] = screen.getAllByRole('list');
    expect(
      within(cards!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ruth', 'Wren']);
    expect(screen.getByRole('navigation', { name: 'User pages' })).toBeTruthy();
  });

  it('says where the list ends on a page past its last one, and leads there', () => {
    const onPageChange = vi.fn();
    render(
      <PagedList
        data={{ result: [], total: 12, limit: 10 }}
        page={5}
        onPageChange={onPageChange}
        label="User pages"
        empty="No users yet."
      >
        {(name: string) => <li key={name}>{name}</li>}
      </PagedList>,
    );
    expect(screen.queryByText('No users yet.')).toBeNull();
    expect(screen.getByText('There is no page 5 of these results: they end on page 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
