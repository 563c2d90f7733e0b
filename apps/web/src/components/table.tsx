import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * How a column shows when a row is a phone card (issue 15): `label` (the default) its column's name
 * beside the value; `media` a picture beside the `title` cells, which head the card without a name;
 * `action` a control across the card's foot.
 */
export type PhoneCell = 'label' | 'title' | 'media' | 'action';

export type Column<T, R = undefined> = {
  /** The column's name: its header, and the label of its value on a phone card. */
  header: string;
  /** A shorter name for a phone card, where the header is too long to stand beside its value. */
  phoneLabel?: string;
  /** The header is read by screen readers only (a photo column). */
  hideHeader?: boolean;
  /** The cell's content; `state` is what the table's `useRow` returned for the row. */
  cell: (row: T, state: R) => ReactNode;
  align?: 'left' | 'right';
  /** The cells are the rows' headers (`<th scope="row">`). */
  rowHeader?: boolean;
  phone?: PhoneCell;
  /** More classes for the column's cells. */
  className?: string;
};

type TableProps<T, R> = {
  columns: Column<T, R>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Read by screen readers as the table's name. */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** At 760 px and below each row becomes a card (DESIGN: mobile layout); otherwise the table scrolls. */
  cards?: boolean;
  /** A white box with a cream header, for a table that stands on its own. */
  framed?: boolean;
  /** Smaller type and rows, for figures beside a chart. */
  dense?: boolean;
  /** Classes for the `<table>`, such as the width under which it scrolls sideways. */
  className?: string;
  /** A hook called once a row, whose result each cell receives (a row's cart quantity). */
  useRow?: (row: T) => R;
};

const noRowState = () => undefined;
const edge = (framed: boolean) => (framed ? '' : 'first:pl-0 last:pr-0');

// The phone card's classes by kind of cell; the media cell sits in the first column beside the titles.
const phoneCell: Record<PhoneCell, string> = {
  label:
    'max-mobile:col-span-2 max-mobile:flex max-mobile:items-center max-mobile:justify-between max-mobile:gap-4 max-mobile:px-0 max-mobile:py-1.5 max-mobile:text-right max-mobile:before:text-left max-mobile:before:text-sm max-mobile:before:font-semibold max-mobile:before:whitespace-nowrap max-mobile:before:text-soil-muted max-mobile:before:content-[attr(data-label)]',
  title: 'max-mobile:p-0',
  media: 'max-mobile:p-0 max-mobile:pb-3',
  action: 'max-mobile:col-span-2 max-mobile:px-0 max-mobile:pt-3 max-mobile:pb-0 max-mobile:empty:hidden',
};

function Row<T, R>({
  row,
  columns,
  useRow,
  cards,
  framed,
  dense,
}: Pick<TableProps<T, R>, 'columns' | 'useRow' | 'cards' | 'framed' | 'dense'> & { row: T }) {
  const useRowState = useRow ?? (noRowState as unknown as (row: T) => R);
  const state = useRowState(row);
  const titles = columns.filter((c) => c.phone === 'title').length;
  const withMedia = columns.some((c) => c.phone === 'media');
  let title = 0;
  return (
    <tr
      className={cn(
        'border-t border-line',
        cards &&
          'max-mobile:grid max-mobile:grid-cols-[auto_1fr] max-mobile:gap-x-4 max-mobile:rounded-xl max-mobile:border max-mobile:bg-white max-mobile:p-4 max-mobile:shadow-sm',
      )}
    >
      {columns.map((c) => {
        const Cell = c.rowHeader ? 'th' : 'td';
        const phone = c.phone ?? 'label';
        const nth = phone === 'title' ? ++title : 0;
        return (
          <Cell
            key={c.header}
            scope={c.rowHeader ? 'row' : undefined}
            data-label={cards && phone === 'label' ? (c.phoneLabel ?? c.header) : undefined}
            // The picture spans the title lines beside it; table layout ignores this above 760 px.
            style={cards && phone === 'media' && titles > 1 ? { gridRow: `span ${titles}` } : undefined}
            className={cn(
              'px-3 align-middle',
              dense ? 'py-1' : 'py-3',
              edge(!!framed),
              c.rowHeader && 'font-normal',
              c.align === 'right' ? 'text-right' : 'text-left',
              cards && phoneCell[phone],
              cards && phone === 'title' && (withMedia ? 'max-mobile:col-start-2' : 'max-mobile:col-span-2'),
              cards &&
                phone === 'title' &&
                titles > 1 &&
                (nth === 1 ? 'max-mobile:self-end' : nth === titles && 'max-mobile:self-start'),
              c.className,
            )}
          >
            {/* One box, so a phone card's label and value are the cell's only two parts. */}
            {cards && phone === 'label' ? (
              <div className="min-w-0">{c.cell(row, state)}</div>
            ) : (
              c.cell(row, state)
            )}
          </Cell>
        );
      })}
    </tr>
  );
}

/**
 * A table of records (issue 16.5: the one table of the web app): a header a column, a row a record,
 * and on a phone, with `cards`, a card a record whose values carry their column's name.
 */
export function Table<T, R = undefined>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  cards = false,
  framed = false,
  dense = false,
  className,
  useRow,
}: TableProps<T, R>) {
  if (rows.length === 0) return <>{empty ?? null}</>;
  return (
    <div
      className={cn(
        'overflow-x-auto',
        framed && 'rounded-xl border border-line bg-white shadow-sm',
        cards && 'max-mobile:overflow-visible',
        cards && framed && 'max-mobile:border-0 max-mobile:bg-transparent max-mobile:shadow-none',
      )}
    >
      <table
        className={cn(
          'w-full text-left text-soil',
          dense && 'tabular text-sm',
          cards && 'max-mobile:block',
          className,
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('text-sm text-soil-muted', framed && 'bg-cream', cards && 'max-mobile:sr-only')}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn(
                  'px-3 font-semibold whitespace-nowrap',
                  dense ? 'py-1' : framed ? 'py-3' : 'py-2',
                  edge(framed),
                  c.align === 'right' ? 'text-right' : 'text-left',
                )}
              >
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(cards && 'max-mobile:flex max-mobile:flex-col max-mobile:gap-4')}>
          {rows.map((row) => (
            <Row
              key={rowKey(row)}
              row={row}
              columns={columns}
              useRow={useRow}
              cards={cards}
              framed={framed}
              dense={dense}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
