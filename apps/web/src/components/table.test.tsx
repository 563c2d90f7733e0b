import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, type Column } from './table';

type Week = { week: string; orders: number; sales: string };
const WEEKS: Week[] = [
  { week: 'Nov 2', orders: 3, sales: '$12.50' },
  { week: 'Nov 9', orders: 5, sales: '$40.00' },
];
const COLUMNS: Column<Week>[] = [
  { header: 'Week of', cell: (w) => w.week, rowHeader: true, phone: 'title' },
  { header: 'Orders', cell: (w) => w.orders, align: 'right' },
  { header: 'Sales', cell: (w) => w.sales, align: 'right' },
];

const textOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('Table', () => {
  it('shows a header a column and a row a record, in order, named by its caption', () => {
    render(<Table caption="Sales per week" columns={COLUMNS} rows={WEEKS} rowKey={(w) => w.week} />);
    const table = screen.getByRole('table', { name: 'Sales per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map(textOf)).toEqual([
      ['Week of', 'Orders', 'Sales'],
      ['Nov 2', '3', '$12.50'],
      ['Nov 9', '5', '$40.00'],
    ]);
    // A row header names its row for a screen reader; the figures are plain cells.
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Nov 2');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.className).toContain('text-right');
  });

  it('shows the empty state, and no table, when there are no rows', () => {
    render(
      <Table
        caption="Orders"
        columns={COLUMNS}
        rows={[]}
        rowKey={(w) => w.week}
        empty={<p>No orders placed yet</p>}
      />,
    );
    expect(screen.getByText('No orders placed yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a hidden header for screen readers (a photo column)', () => {
    render(
      <Table
        caption="Items"
        columns={[{ header: 'Photo', hideHeader: true, phone: 'media', cell: () => '' }, ...COLUMNS]}
        rows={WEEKS}
        rowKey={(w) => w.week}
      />,
    );
    const photo = screen.getByRole('columnheader', { name: 'Photo' });
    expect(within(photo).getByText('Photo').className).toBe('sr-only');
  });

  it('names each value of a phone card with its column (or its short name), but not the card title or its action', () => {
    render(
      <Table
        caption="Orders"
        columns={[
          COLUMNS[0]!,
          { ...COLUMNS[1]!, phoneLabel: 'Sold' },
          COLUMNS[2]!,
          { header: 'Details', phone: 'action', cell: () => <button>View</button> },
        ]}
        rows={WEEKS}
        rowKey={(w) => w.week}
        cards
      />,
    );
    const [, first] = screen.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').getAttribute('data-label')).toBeNull();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['Sold', 'Sales', null]);
  });

  it('gives each row the state of its own hook, kept across renders', async () => {
    const useCount = () => useState(0);
    render(
      <Table
        caption="Counters"
        columns={[
          { header: 'Week of', cell: (w: Week) => w.week },
          {
            header: 'Count',
            cell: (w: Week, [count, setCount]: ReturnType<typeof useCount>) => (
              <button onClick={() => setCount(count + 1)}>
                {w.week}: {count}
              </button>
            ),
          },
        ]}
        rows={WEEKS}
        rowKey={(w) => w.week}
        useRow={useCount}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nov 9: 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nov 9: 1' }));
    expect(screen.getByRole('button', { name: 'Nov 9: 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nov 2: 0' })).toBeTruthy();
  });
});
