import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { rowOf } from '@/rules/protocol';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type { DocumentFormController } from './types';
import { ErrorSummary, FormCard, TextField, useFocusRow, useFormSection } from './index';

describe('ErrorSummary', () => {
  it('takes focus on validate, lists each message as a link that opens the card and focuses the field', async () => {
    const engine = fakeEngine({ violations: [{ path: '/consignee/name', rule: 'required', message: 'Consignee name is required' }] });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
        <FormCard number={3} title="Actors" pointers={['/consignee']} defaultExpanded={false}>
          <TextField pointer="/consignee/name" label="Consignee name" />
        </FormCard>
      </FormHarness>,
    );
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();

    act(() => form!.showViolations([{ path: '/lrn', rule: 'server', message: 'LRN already used' }]));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('link', { name: 'LRN already used' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Consignee name is required' });
    expect(screen.getByRole('button', { name: '3 Actors' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(link);

    expect(screen.getByRole('button', { name: '3 Actors' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Consignee name')).toHaveFocus());
    // and the message is also shown beside the field
    expect(screen.getAllByText('Consignee name is required')).toHaveLength(2);
  });

  it("names a generic message after its field's label", async () => {
    const engine = fakeEngine({ violations: [{ path: '/operationsNumber', rule: 'required', message: 'This field is required' }] });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
        <TextField pointer="/operationsNumber" label="Number of operations" />
      </FormHarness>,
    );
    act(() => form!.showViolations([]));
    expect(await screen.findByRole('link', { name: 'Number of operations: This field is required' })).toBeInTheDocument();
  });

  it("names the guarantee, not a declaration, in the title of a guarantee form's summary", async () => {
    const engine = fakeEngine({ violations: [{ path: '/amount', rule: 'required', message: 'This field is required' }] });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} kind="g01-update" onController={(c) => (form = c)}>
        <ErrorSummary />
        <TextField pointer="/amount" label="Amount" />
      </FormHarness>,
    );
    act(() => form!.showViolations([]));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('There is 1 problem with this guarantee');
  });

  it('shows a message about the whole declaration (path "") as text, not as a link to no field', async () => {
    const more = 'Consignment Gross mass must be greater than or equal to the sum of its Items Gross masses: 4000 more';
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={fakeEngine()} onController={(c) => (form = c)}>
        <ErrorSummary />
      </FormHarness>,
    );
    act(() => form!.showViolations([{ path: '', rule: 'capped', message: more }]));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByText(more)).toBeInTheDocument();
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows violations handed over from the previous page, named after their fields', async () => {
    renderWithProviders(
      <FormHarness engine={fakeEngine()} mode="view" serverViolations={[{ path: '/carnetNumber', rule: 'required', message: 'This field is required' }]}>
        <ErrorSummary />
        <TextField pointer="/carnetNumber" label="TIR carnet number" />
      </FormHarness>,
    );
    expect(await screen.findByRole('link', { name: 'TIR carnet number: This field is required' })).toBeInTheDocument();
    expect(screen.getByText('This field is required', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });

  it('names the house or item of a message in a row (several houses have the same field)', async () => {
    const message = 'Consignment Gross mass must be greater than or equal to the sum of its Items Gross masses';
    const engine = fakeEngine({
      violations: [
        { path: '/houseConsignments/1/grossMass', rule: 'house-gross-mass', message },
        { path: '/houseConsignments/0/houseItems/2/hsCode', rule: 'required', message: 'HS code is required' },
      ],
    });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
      </FormHarness>,
    );
    act(() => form!.showViolations([]));
    expect(await screen.findByRole('link', { name: `House consignment 2: ${message}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'House consignment 1, item 3: HS code is required' })).toBeInTheDocument();
  });

  it('groups thousands of violations by place and pages them, and a link opens an item that was not on screen', async () => {
    const violations = [
      { path: '/lrn', rule: 'required', message: 'LRN is required' },
      ...Array.from({ length: 3000 }, (_, n) => ({
        path: `/houseConsignments/${Math.floor(n / 10)}/houseItems/${n % 10}/grossMass`,
        rule: 'required',
        message: 'Gross mass is required',
      })),
    ];
    const engine = fakeEngine({ violations });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
        <HouseScreen />
      </FormHarness>,
    );
    await waitFor(() => expect(form!.ready).toBe(true));
    act(() => form!.showViolations([]));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('There are 3001 problems with this declaration');
    expect(summary.querySelectorAll('a')).toHaveLength(25);
    expect(screen.getAllByTestId('error-summary-group').map((g) => g.textContent)).toEqual([
      'Declaration',
      'House consignment 1, item 1',
      'House consignment 1, item 2',
      ...Array.from({ length: 8 }, (_, i) => `House consignment 1, item ${i + 3}`),
      ...Array.from({ length: 10 }, (_, i) => `House consignment 2, item ${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `House consignment 3, item ${i + 1}`),
    ]);
    expect(summary).toHaveTextContent('Problems 1–25 of 3001');

    await userEvent.click(screen.getByRole('button', { name: 'Next problems' }));
    expect(summary).toHaveTextContent('Problems 26–50 of 3001');
    expect(screen.getAllByTestId('error-summary-group')[0]).toHaveTextContent('House consignment 3, item 5');

    // house 3, item 5 is not on screen: the link has the house screen open it, then focuses the field
    expect(screen.queryByLabelText('Gross mass')).not.toBeInTheDocument();
    await userEvent.click(within(summary).getAllByRole('link')[0]);
    const field = await screen.findByLabelText('Gross mass');
    expect(field).toHaveAttribute('id', 'field/houseConsignments/2/houseItems/4/grossMass');
    await waitFor(() => expect(field).toHaveFocus());
    // the editor declared its row: the engine was asked for its fields
    await waitFor(() => expect(engine.requests.at(-1)!.focus).toEqual(['/houseConsignments/2', '/houseConsignments/2/houseItems/4']));
  });
});

/** A stand-in for the house consignment screen: a table, and an item editor for one row at a time. */
function HouseScreen() {
  const [row, setRow] = useState<string | null>(null);
  useFormSection(['/houseConsignments'], (pointer) => setRow(rowOf(pointer)));
  return row ? <ItemEditor key={row} pointer={row} /> : <p>house table</p>;
}

function ItemEditor({ pointer }: { pointer: string }) {
  useFocusRow(pointer);
  return <TextField pointer={`${pointer}/grossMass`} label="Gross mass" />;
}
