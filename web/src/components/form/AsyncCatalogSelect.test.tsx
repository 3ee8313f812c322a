import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type * as CatalogApi from '@/api/catalog';
import type { JsonObject } from '@/lib/jsonPointer';
import type { DocumentFormController } from './types';
import { CatalogSelect } from './index';

const MOLDOVA = { code: 'MD', name: 'Moldova' };

vi.mock('@/api/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogApi>()),
  searchCatalog: vi.fn(async () => ({ items: [MOLDOVA, { code: 'RO', name: 'Romania' }], total: 2 })),
}));

function renderSelect(initialDocument: JsonObject) {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness engine={fakeEngine({})} initialDocument={initialDocument} onController={(c) => (form = c)}>
      <CatalogSelect pointer="/departureCountry" label="Country" catalog="country" />
    </FormHarness>,
  );
  return () => form!;
}

describe('a catalog select bound by the rule crate', () => {
  function renderBound(limits: Record<string, { catalog?: string }>) {
    renderWithProviders(
      <FormHarness engine={fakeEngine({ limits })} initialDocument={{}}>
        <CatalogSelect pointer="/legalBase" label="Legal base" />
      </FormHarness>,
    );
    return screen.getByLabelText('Legal base');
  }

  it('searches the catalog the limits name for the code', async () => {
    const { searchCatalog } = await import('@/api/catalog');
    const input = renderBound({ '/legalBase/code': { catalog: 'legal-base' } });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'MD');
    await screen.findByRole('option', { name: 'MD - Moldova' });
    expect(vi.mocked(searchCatalog).mock.calls.at(-1)?.[0]).toBe('legal-base');
  });

  it('waits, disabled, while no catalog is known', async () => {
    const input = renderBound({});
    await waitFor(() => expect(input).toBeDisabled());
  });
});

describe('a catalog select', () => {
  it('re-picking the option it holds shows the option, not what was typed', async () => {
    // the server's blank declaration names the country (its catalog name and flags)
    const form = renderSelect({ departureCountry: MOLDOVA });
    const input = screen.getByLabelText('Country');
    expect(input).toHaveValue('MD - Moldova');
    await userEvent.clear(input);
    await userEvent.type(input, 'MD');
    await userEvent.click(await screen.findByRole('option', { name: 'MD - Moldova' }));
    await waitFor(() => expect(input).toHaveValue('MD - Moldova'));
    expect(form().document).toMatchObject({ departureCountry: MOLDOVA });
  });

  it('picking another option shows it and stores it', async () => {
    const form = renderSelect({ departureCountry: MOLDOVA });
    const input = screen.getByLabelText('Country');
    await userEvent.clear(input);
    await userEvent.type(input, 'RO');
    await userEvent.click(await screen.findByRole('option', { name: 'RO - Romania' }));
    await waitFor(() => expect(input).toHaveValue('RO - Romania'));
    expect(form().document).toMatchObject({ departureCountry: { code: 'RO', name: 'Romania' } });
  });

  it('highlights the first match once the answer to what was typed arrives, so that Enter takes it', async () => {
    const form = renderSelect({});
    const input = screen.getByLabelText('Country');
    await userEvent.type(input, 'Rom');
    // the answer comes after the debounce; then the first option is the one Enter takes
    const first = await screen.findByRole('option', { name: 'MD - Moldova' });
    await waitFor(() => expect(first).toHaveAttribute('data-combobox-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form().document).toMatchObject({ departureCountry: MOLDOVA }));
  });
});
