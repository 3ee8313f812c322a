import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_COLUMNS } from '@/generated/kinds.gen';
import { renderWithProviders } from '@/testing/render';
import { ColumnTable, type ColumnTableProps } from './ColumnTable';
import type { ListColumn, ListRow } from './columns';
import type { ListSort } from './sort';

/** The table of `columns` showing `rows`, sorted as `sort` says; `sortBy` hears the clicks. */
const table = ({ columns = LIST_COLUMNS.g01, rows = [], sortBy = () => {}, sort = { field: 'updatedAt', direction: 'desc' }, ...props }: Partial<ColumnTableProps> & {
  columns?: readonly ListColumn[];
  rows?: ListRow[];
  sortBy?: (field: string) => void;
  sort?: ListSort;
}) => (
  <ColumnTable
    ns="g01"
    testId="g01"
    list={{ columns, sort, sortBy, result: { data: { items: rows }, isPending: false } as ColumnTableProps['list']['result'] }}
    keyColumns={new Set(['grn'])}
    minWidth={1000}
    label="Guarantees"
    actions={() => null}
    {...props}
  />
);

describe('the list table, from the columns the server declares', () => {
  it('marks the sorted column and sorts by a clicked one', async () => {
    const onSort = vi.fn();
    renderWithProviders(table({ sortBy: onSort }));
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /GRN/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /GRN/ }));
    expect(onSort).toHaveBeenCalledWith('grn');
    await userEvent.click(screen.getByRole('button', { name: /End date/ }));
    expect(onSort).toHaveBeenLastCalledWith('endDate');
  });

  it('does not offer to sort the amounts, which the store keeps as exact decimal text', () => {
    renderWithProviders(table({}));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Balance/ })).toBeNull();
  });

  it('shows each cell as its column says: the exact amount, the day, the time, the status by name', () => {
    const updatedAtMs = new Date(2026, 10, 2, 14, 30).getTime();
    renderWithProviders(
      table({ rows: [{ id: 'g1', status: 'ACCEPTED', updatedAtMs, createdAtMs: 0, grn: '26MD0000000000017', amount: '1000.50', endDate: '2027-03-31', holderEori: 'MD1' }] }),
    );
    const row = screen.getByTestId('g01-row');
    expect(row).toHaveAttribute('data-id', 'g1');
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('1000.50');
    expect(cells).toContain('31/03/2027');
    expect(cells).toContain('02/11/2026 14:30');
    expect(row.querySelector('[data-status="ACCEPTED"]')).toHaveTextContent('Accepted');
  });

  it("names the kind's empty list", () => {
    renderWithProviders(table({ ns: 't01', testId: 't01', columns: LIST_COLUMNS.t01 }));
    expect(screen.getByText('No declarations found.')).toBeInTheDocument();
  });
});
