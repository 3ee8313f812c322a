import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DEFAULT_SORT } from '../listQuery';
import { G01Table } from './G01Table';

describe('guarantee list headers (section 2)', () => {
  it('marks the default sort (update date, descending) and sorts by a clicked column', async () => {
    const onSort = vi.fn();
    renderWithProviders(<G01Table items={[]} loading={false} canView sort={DEFAULT_SORT} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /GRN/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /GRN/ }));
    expect(onSort).toHaveBeenCalledWith('grn');
    await userEvent.click(screen.getByRole('button', { name: /End date/ }));
    expect(onSort).toHaveBeenLastCalledWith('endDate');
  });

  it('does not offer to sort the amounts, which the store keeps as exact decimal text', () => {
    renderWithProviders(<G01Table items={[]} loading={false} canView sort={DEFAULT_SORT} onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Balance/ })).toBeNull();
  });

  it('shows the ascending order of the sorted column', () => {
    renderWithProviders(<G01Table items={[]} loading={false} canView sort={{ field: 'customsOffice', direction: 'asc' }} onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: /Customs office/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Updated/ })).not.toHaveAttribute('aria-sort');
  });
});
