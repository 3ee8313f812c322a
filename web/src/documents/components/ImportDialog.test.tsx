import { cleanup, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type UploadProgress } from '@/api/client';
import type { ActionResult } from '@/api/types';
import { renderWithProviders } from '@/testing/render';
import { acceptOf, importFileType, sniffImportType } from '../import';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';

const XML = '<?xml version="1.0"?><ncts:CC015C xmlns:ncts="http://ncts.dgtaxud.ec"/>';

/** t01's import: JSON or IE015 XML, with the declaration's wording. */
const T01Import = (props: Omit<ImportDialogProps, 'kind' | 'types'>) => <ImportDialog kind="t01" types={['json', 'xml']} {...props} />;
/** g01's import: JSON only (POST /v1/g01/import). */
const G01Import = (props: Omit<ImportDialogProps, 'kind' | 'types'>) => <ImportDialog kind="g01" types={['json']} {...props} />;

describe('ImportDialog (t01: JSON or IE015 XML)', () => {
  it("says 'Input file is mandatory' when submitted without a file", async () => {
    const importFile = vi.fn();
    renderWithProviders(<T01Import opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
    expect(await screen.findByRole('dialog', { name: 'Import Application from File' })).toBeInTheDocument();
    const input = screen.getByLabelText(/JSON file/);
    expect(input).toHaveAttribute('accept', '.json,.xml,application/json,application/xml,text/xml');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Input file is mandatory')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(importFile).not.toHaveBeenCalled();
  });

  it('posts a chosen JSON file as JSON and reports the result', async () => {
    const importFile = vi.fn(async () => ({ id: 'new-id', type: 'SUCCESS' as const, message: 'Imported' }));
    const onImported = vi.fn();
    renderWithProviders(<T01Import opened onClose={() => {}} onImported={onImported} importFile={importFile} />);
    const file = new File(['{"lrn":"ABC"}'], 'decl.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText(/JSON file/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ id: 'new-id', type: 'SUCCESS', message: 'Imported' }));
    expect(importFile).toHaveBeenCalledWith(file, 'json', expect.any(Function));
  });

  it('posts an XML file as XML, showing the upload and then what the server does', async () => {
    let report: (p: UploadProgress) => void = () => {};
    let finish: (r: ActionResult) => void = () => {};
    const importFile = vi.fn(
      (_file: File, _type: string, onProgress: (p: UploadProgress) => void) =>
        new Promise<ActionResult>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const onImported = vi.fn();
    renderWithProviders(<T01Import opened onClose={() => {}} onImported={onImported} importFile={importFile} />);
    const file = new File([XML], 'ie015.xml', { type: 'text/xml' });
    // the browser's file picker filters by accept; a dropped or forced file is checked by type again
    await userEvent.upload(await screen.findByLabelText(/JSON file/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(importFile).toHaveBeenCalledWith(file, 'xml', expect.any(Function)));
    report({ loaded: 40, total: 100 });
    expect(await screen.findByText('Uploading the file: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    report({ loaded: 100, total: 100 });
    expect(await screen.findByText(/validating the file against the IE015 schema/)).toBeInTheDocument();
    finish({ id: 'x1', type: 'SUCCESS', message: 'Declaration stored as version 1.' });
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('import-phase')).not.toBeInTheDocument());
  });

  it("lists the schema's errors by line and element when the server refuses the file", async () => {
    const importFile = vi.fn(async () => {
      throw new ApiError(422, 'invalid', 'The file is not valid against the schema cc015c.xsd: 2 errors. Nothing was stored.', [
        { path: 'line 2, messageSender', rule: 'xsd', message: "[facet 'pattern'] The value '' is not accepted.", line: 2, element: 'messageSender' },
        { path: 'line 9', rule: 'xml-syntax', message: 'Opening and ending tag mismatch', line: 9 },
      ]);
    });
    const onImported = vi.fn();
    renderWithProviders(<T01Import opened onClose={() => {}} onImported={onImported} importFile={importFile} />);
    await userEvent.upload(await screen.findByLabelText(/JSON file/), new File([XML], 'bad.xml', { type: 'application/xml' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/not valid against the schema cc015c.xsd/)).toBeInTheDocument();
    const list = screen.getByTestId('import-violations');
    expect(list).toHaveTextContent("Line 2, messageSender: [facet 'pattern'] The value '' is not accepted.");
    expect(list).toHaveTextContent('Line 9: Opening and ending tag mismatch');
    expect(onImported).not.toHaveBeenCalled();
  });

  it("names where a JSON file does not fit by the form's labels, in the user's language", async () => {
    const refusal = () =>
      new ApiError(
        400,
        'bad-request',
        'The document does not have the expected shape: nothing was stored. At /houseConsignments/0/houseItems/1/grossMass: …',
        [
          {
            path: '/houseConsignments/0/houseItems/1/grossMass',
            rule: 'file-shape',
            message: 'A number is expected here; the file has "heavy"',
            text: { key: 'file-shape', params: { context: 'number', found: '"heavy"' } },
          },
          { path: '/houseConsignments/1/grossMas', rule: 'file-shape', message: '…', text: { key: 'file-shape', params: { context: 'unknown-field', name: 'grossMas' } } },
        ],
        { key: 'file-does-not-fit', params: { context: 'document' } },
      );
    const importFile = vi.fn(async () => {
      throw refusal();
    });
    const show = async () => {
      renderWithProviders(<T01Import opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
      await userEvent.upload(await screen.findByLabelText(/JSON file|JSON/), new File(['{"houseConsignments":[]}'], 'd.json', { type: 'application/json' }));
      await userEvent.click(screen.getByRole('button', { name: /^(Import|Importă|Импорт)/ }));
      return screen.findByTestId('import-violations');
    };
    let list = await show();
    expect(screen.getByText('The document does not have the expected shape: nothing was stored')).toBeInTheDocument();
    expect(list).toHaveTextContent('House consignment 1 › Item 2 › Gross mass (kg): A number is expected here; the file has "heavy"');
    // a field the document does not have: the place is its row, the message names it
    expect(list).toHaveTextContent("House consignment 2: There is no field 'grossMas' here");
    expect(list).not.toHaveTextContent('houseItems');
    cleanup();
    await i18n.changeLanguage('ro');
    try {
      list = await show();
      expect(list).toHaveTextContent('Aici se așteaptă un număr; fișierul are "heavy"');
      expect(list).not.toHaveTextContent('Gross mass');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says which file types are accepted for anything else', async () => {
    const importFile = vi.fn();
    renderWithProviders(<T01Import opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
    const input = await screen.findByLabelText(/JSON file/);
    await userEvent.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/choose a \.json file .* or an \.xml file/)).toBeInTheDocument();
    expect(importFile).not.toHaveBeenCalled();
  });
});

describe('ImportDialog (g01: JSON only)', () => {
  it("says 'Input file is mandatory' when submitted without a file, and accepts JSON only", async () => {
    const importFile = vi.fn();
    renderWithProviders(<G01Import opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
    expect(await screen.findByRole('dialog', { name: 'Import Application from File' })).toBeInTheDocument();
    const input = screen.getByLabelText(/Exported guarantee/);
    expect(input).toHaveAttribute('accept', '.json,application/json');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Input file is mandatory')).toBeInTheDocument();
    expect(importFile).not.toHaveBeenCalled();
  });

  it('refuses an XML file, which only a transit declaration imports', async () => {
    const importFile = vi.fn();
    renderWithProviders(<G01Import opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
    await userEvent.upload(await screen.findByLabelText(/Exported guarantee/), new File([XML], 'ie015.xml', { type: 'text/xml' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/choose a \.json file \(an exported guarantee\)/)).toBeInTheDocument();
    expect(importFile).not.toHaveBeenCalled();
  });

  it('posts a chosen JSON guarantee as JSON and reports the result', async () => {
    const importFile = vi.fn(async () => ({ id: 'g9', type: 'SUCCESS' as const, message: 'Imported' }));
    const onImported = vi.fn();
    renderWithProviders(<G01Import opened onClose={() => {}} onImported={onImported} importFile={importFile} />);
    const file = new File(['{"grn":"25MD0000000000017"}'], 'g01-25MD0000000000017.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText(/Exported guarantee/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ id: 'g9', type: 'SUCCESS', message: 'Imported' }));
    expect(importFile).toHaveBeenCalledWith(file, 'json', expect.any(Function));
  });
});

describe('acceptOf', () => {
  it("lists the kind's extensions, then their MIME types", () => {
    expect(acceptOf(['json', 'xml'])).toBe('.json,.xml,application/json,application/xml,text/xml');
    expect(acceptOf(['json'])).toBe('.json,application/json');
  });
});

describe('importFileType', () => {
  it('knows .json and .xml by extension or MIME type, and nothing else', () => {
    expect(importFileType({ name: 'a.JSON', type: '' })).toBe('json');
    expect(importFileType({ name: 'a.xml', type: '' })).toBe('xml');
    expect(importFileType({ name: 'message', type: 'text/xml' })).toBe('xml');
    expect(importFileType({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('tells a file without extension or type by its first character', () => {
    expect(sniffImportType('\uFEFF  {"lrn":1}')).toBe('json');
    expect(sniffImportType('\n<?xml version="1.0"?>')).toBe('xml');
    expect(sniffImportType('%PDF-1.7')).toBeNull();
  });
});
