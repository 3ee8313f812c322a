import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MessageXml, messageXmlUrl } from './MessageXml';

const XML = '<ncts:CC029C xmlns:ncts="http://ncts.dgtaxud.ec"><TransitOperation><MRN>26MD000000000001J5</MRN></TransitOperation></ncts:CC029C>';

afterEach(() => vi.unstubAllGlobals());

function serve(body: string, status = 200) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="IE029-26MD000000000001J5.xml"' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('MessageXml', () => {
  it('asks the log for the message, never the document', () => {
    expect(messageXmlUrl('a b', 7)).toBe('/v1/t01/a%20b/messages/7/xml');
  });

  it('shows the XML of the message in a dialog, loaded once', async () => {
    const fetch = serve(XML);
    renderWithProviders(<MessageXml documentId="d1" messageId={7} messageType="IE029" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the XML of IE029' }));
    const dialog = await screen.findByRole('dialog', { name: 'IE029 (NCTS XML)' });
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByTestId('message-xml')).toHaveTextContent('26MD000000000001J5');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toContain('/v1/t01/d1/messages/7/xml');
  });

  it('says why when the log cannot serve it', async () => {
    serve(JSON.stringify({ error: 'not-found', message: 'No XML for this message' }), 404);
    renderWithProviders(<MessageXml documentId="d1" messageId={8} messageType="IE028" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the XML of IE028' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No XML for this message'));
  });
});
