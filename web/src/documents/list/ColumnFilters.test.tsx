import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_COLUMNS } from '@/generated/kinds.gen';
import { renderWithProviders } from '@/testing/render';
import { ColumnFilters } from './ColumnFilters';

describe('the filter form, from the columns the server declares', () => {
  it('offers one field per filtered column, and applies what was typed on submit', async () => {
    const applyFilters = vi.fn();
    renderWithProviders(<ColumnFilters ns="g01" list={{ columns: LIST_COLUMNS.g01, filters: {}, applyFilters }} statuses={[]} />);
    expect(screen.getAllByLabelText(/contains$/)).toHaveLength(4);
    for (const label of ['Customs office contains', 'Applicant EORI contains', 'Applicant name contains', 'GRN contains']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount|Balance|Storage reference/)).toBeNull();
    await userEvent.type(screen.getByLabelText('GRN contains'), '26md{Enter}');
    expect(applyFilters).toHaveBeenLastCalledWith({ grn: '26md' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(applyFilters).toHaveBeenLastCalledWith({});
  });

  it('asks a range of days for an update time, and a status among the given ones', () => {
    renderWithProviders(<ColumnFilters ns="t01" list={{ columns: LIST_COLUMNS.t01, filters: {}, applyFilters: () => {} }} statuses={['STORED', 'SUBMITTED']} />);
    expect(screen.getByLabelText('Updated from')).toBeInTheDocument();
    expect(screen.getByLabelText('Updated to')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Any status')).toBeInTheDocument();
  });
});
