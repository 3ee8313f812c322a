import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type DocumentFormController } from '@/components/form';
import type { JsonObject } from '@/lib/jsonPointer';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { HouseConsignmentsCard } from './HouseConsignmentsCard';
import { afterDelete, selectionFor, NO_SELECTION } from './selection';

type House = { sequence: number; grossMass?: number; houseItems?: Item[] };
type Item = { sequence: number; decItmNber: number; goodsDescription?: string };

/** `houses` house consignments of `items` items each, numbered as the engine numbers them. */
function declaration(houses: number, items = 0): JsonObject {
  let decItmNber = 0;
  return {
    houseConsignments: Array.from({ length: houses }, (_, h) => ({
      sequence: h + 1,
      grossMass: 1000 + h,
      houseItems: Array.from({ length: items }, (_, i) => ({ sequence: i + 1, decItmNber: ++decItmNber, goodsDescription: `Goods ${h + 1}.${i + 1}` })),
    })),
  } as unknown as JsonObject;
}

/** Stands in for the engine's renumbering of houses and items (spec 3.2, 3.3). */
const renumbering = fakeEngine({
  normalise: (doc) => {
    let decItmNber = 0;
    const houses = ((doc.houseConsignments as House[] | undefined) ?? []).map((house, h) => ({
      ...house,
      sequence: h + 1,
      houseItems: (house.houseItems ?? []).map((item, i) => ({ ...item, sequence: i + 1, decItmNber: ++decItmNber })),
    }));
    return { document: { ...doc, houseConsignments: houses } };
  },
});

function renderCard(document: JsonObject, engine = renumbering, mode: 'new' | 'view' = 'new') {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness engine={engine} initialDocument={document} mode={mode} onController={(c) => (form = c)}>
      <ErrorSummary />
      <HouseConsignmentsCard />
    </FormHarness>,
  );
  return () => form!;
}

const houseRows = () => screen.getAllByTestId('house-table-row');

// a house or item editor is a big form: rendering it in jsdom takes a few seconds on a busy machine
describe('HouseConsignmentsCard', { timeout: 30_000 }, () => {
  it('renders a window of 10 rows out of 999 house consignments, and pages through them', async () => {
    const form = renderCard(declaration(999, 2));
    await waitFor(() => expect(form().ready).toBe(true));
    expect(houseRows()).toHaveLength(10);
    expect(screen.getByText('(999 rows)')).toBeInTheDocument();
    expect(within(houseRows()[0]).getByRole('button', { name: 'Open House consignment 1' })).toBeInTheDocument();
    // no house is rendered as a form until one is opened
    expect(screen.queryByTestId('house-editor')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(houseRows()).toHaveLength(9);
    expect(within(houseRows()[8]).getByRole('button', { name: 'Open House consignment 999' })).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('opens one house and one item at a time as a form, and declares them to the engine', async () => {
    const form = renderCard(declaration(30, 12));
    await waitFor(() => expect(form().ready).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Open House consignment 2' }));
    const house = await screen.findByTestId('house-editor');
    expect(within(house).getByRole('heading', { name: 'House consignment 2' })).toHaveFocus();
    await waitFor(() => expect(within(house).getByLabelText('Gross mass (kg)')).toHaveValue('1001'));
    // its items are paged too
    expect(within(house).getAllByTestId('item-table-row')).toHaveLength(10);
    await userEvent.click(within(house).getByRole('button', { name: 'Open Item 14' }));
    const item = await screen.findByTestId('item-editor');
    await waitFor(() => expect(within(item).getByLabelText('Description of goods')).toHaveValue('Goods 2.2'));
    expect(screen.getAllByTestId('item-editor')).toHaveLength(1);
    await waitFor(() => expect(renumbering.requests.at(-1)!.focus).toEqual(['/houseConsignments/1', '/houseConsignments/1/houseItems/1']));

    await userEvent.type(within(item).getByLabelText('Description of goods'), '!');
    await waitFor(() => expect(form().document).toHaveProperty(['houseConsignments', 1, 'houseItems', 1, 'goodsDescription'], 'Goods 2.2!'));
    expect(within(house).getAllByTestId('item-table-row')[1]).toHaveTextContent('Goods 2.2!');
  });

  it('asks before deleting a house consignment; cancel keeps it, confirm removes it and the rest are renumbered', async () => {
    const form = renderCard(declaration(3, 1));
    await waitFor(() => expect(form().ready).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Delete House consignment 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete House consignment 2? Its data will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form().document.houseConsignments).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Delete House consignment 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(form().document.houseConsignments).toHaveLength(2));
    const houses = form().document.houseConsignments as unknown as House[];
    expect(houses.map((h) => [h.sequence, h.grossMass, h.houseItems![0].decItmNber])).toEqual([
      [1, 1000, 1],
      [2, 1002, 2],
    ]);
    expect(houseRows().map((row) => within(row).getAllByRole('button')[0].getAttribute('aria-label'))).toEqual([
      'Open House consignment 1',
      'Open House consignment 2',
    ]);
  });

  it('adds a house consignment and opens it', async () => {
    const form = renderCard(declaration(0));
    await waitFor(() => expect(form().ready).toBe(true));
    expect(screen.getByText('No entries yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add House consignment' }));
    await waitFor(() => expect(form().document.houseConsignments).toEqual([{ sequence: 1, houseItems: [] }]));
    expect(await screen.findByRole('heading', { name: 'House consignment 1' })).toBeInTheDocument();
  });

  it('hides a house field the engine does not allow (the master holds it) and marks a required one', async () => {
    const engine = fakeEngine({
      fields: {
        '/houseConsignments/0/ucrReference': { presence: 'notAllowed' },
        '/houseConsignments/0/paymentMethod': { presence: 'notAllowed' },
        '/houseConsignments/0/grossMass': { presence: 'required' },
      },
    });
    const form = renderCard(declaration(2), engine);
    await waitFor(() => expect(form().ready).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Open House consignment 1' }));
    const house = await screen.findByTestId('house-editor');
    await waitFor(() => expect(within(house).getByRole('textbox', { name: /Gross mass/ })).toHaveAttribute('aria-required', 'true'));
    expect(within(house).queryByLabelText('UCR')).not.toBeInTheDocument();
    // a section left with nothing allowed is left out
    expect(within(house).queryByRole('heading', { name: 'Transport Charges' })).not.toBeInTheDocument();
    expect(within(house).getByRole('heading', { name: 'General' })).toBeInTheDocument();
  });

  it('offers neither add nor delete in view mode', async () => {
    const form = renderCard(declaration(2, 1), renumbering, 'view');
    await waitFor(() => expect(form().ready).toBe(true));
    expect(screen.queryByRole('button', { name: /Add House consignment|Delete/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open House consignment 1' }));
    const house = await screen.findByTestId('house-editor');
    await waitFor(() => expect(within(house).getByLabelText('Gross mass (kg)')).toHaveAttribute('readonly'));
  });

  it('opens the house and item of an error summary link that are not on screen', async () => {
    const engine = fakeEngine({
      violations: [{ path: '/houseConsignments/25/houseItems/13/goodsDescription', rule: 'required', message: 'Description is required' }],
    });
    const form = renderCard(declaration(30, 15), engine);
    await waitFor(() => expect(form().ready).toBe(true));
    act(() => form().showViolations([]));
    await userEvent.click(await screen.findByRole('link', { name: /Description is required/ }));
    const field = await screen.findByRole('textbox', { name: 'Description of goods' });
    expect(field).toHaveAttribute('id', 'field/houseConsignments/25/houseItems/13/goodsDescription');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'House consignment 26' })).toBeInTheDocument();
    // the house table shows the page of house 26, the item table the page of item 14
    expect(within(houseRows()[5]).getByRole('button', { name: 'Close House consignment 26' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('house selection', () => {
  it('follows a pointer to its house and item page', () => {
    expect(selectionFor('/houseConsignments/25/houseItems/13/grossMass', NO_SELECTION)).toEqual({ housePage: 2, house: 25, itemPage: 1, item: 13, focus: null });
    expect(selectionFor('/houseConsignments/3/consignee/name', { ...NO_SELECTION, house: 3, item: 4, itemPage: 0 })).toMatchObject({ house: 3, item: 4 });
    expect(selectionFor('/houseConsignments/3', { ...NO_SELECTION, house: 2, item: 4 })).toMatchObject({ house: 3, item: null });
    expect(selectionFor('/grossMass', NO_SELECTION)).toBeNull();
  });

  it('keeps the open row on the same data after a delete', () => {
    expect(afterDelete(null, 1)).toBeNull();
    expect(afterDelete(0, 1)).toBe(0);
    expect(afterDelete(1, 1)).toBeNull();
    expect(afterDelete(5, 1)).toBe(4);
  });
});
