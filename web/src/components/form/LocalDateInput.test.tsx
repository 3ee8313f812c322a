import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LocalDateInput } from './LocalDateInput';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function Harness({ initial, onChange, readOnly }: { initial?: string; onChange?(value: string | undefined): void; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <LocalDateInput
      label="Issue date"
      value={value}
      readOnly={readOnly}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('a date field', () => {
  it("shows the day as the user's language writes it, whatever the browser's", async () => {
    await i18n.changeLanguage('ro');
    renderWithProviders(<Harness initial="2026-11-27" />);
    expect(screen.getByLabelText('Issue date')).toHaveValue('27.11.2026');
  });

  it('keeps the day typed day first as ISO, and writes it the language’s way on leaving', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Issue date');
    await userEvent.type(input, '1.12.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    await userEvent.tab();
    expect(input).toHaveValue('01/12/2026');
  });

  it('says how to write a day when what was typed is none, once the user leaves it', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Issue date');
    await userEvent.type(input, '31.02.2026');
    expect(screen.queryByText('Write the date as dd/mm/yyyy.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Write the date as dd/mm/yyyy.')).toBeVisible();
    expect(input).toHaveValue('31.02.2026');
  });

  it('shows nothing when read-only and empty', () => {
    renderWithProviders(<Harness readOnly />);
    const input = screen.getByLabelText('Issue date');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('placeholder');
  });
});
