import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { createTestRoot, type FakeOperations } from '../../../tests/support/test-root';
import { renderWithEngine } from '../../../tests/support/test-render';
import DocumentDownload from './DocumentDownload';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// jsdom has no object URLs; the browser download itself is covered by the browser journey.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:ticket');
  URL.revokeObjectURL = vi.fn();
});

function show(path: string, document: 'ticket' | 'invoice', routes: FakeOperations) {
  const { root, fetch } = createTestRoot({ operations: routes });
  const pattern = document === 'ticket' ? '/publictickets/:token' : '/publicinvoices/:token';
  renderWithEngine(
    <Routes>
      <Route
        path={pattern}
        element={
          <>
            <DocumentDownload options={{ document }} />
            <Link to="/publictickets/def">Next ticket</Link>
          </>
        }
      />
    </Routes>,
    { root, path },
  );
  return fetch;
}

const pdf = () => new Response('%PDF-1.4 ticket', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="ticket.pdf"' } });

describe('ticket and invoice downloads', () => {
  it('says to wait, then that the ticket was downloaded', async () => {
    show('/publictickets/abc', 'ticket', { downloadTicket: pdf });
    expect(screen.getByRole('status').textContent).toBe('Downloading ticket, please wait');
    expect(await screen.findByText('Ticket downloaded')).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("says the invoice could not be downloaded for an unknown token, with the server's not-found message", async () => {
    show('/publicinvoices/nope', 'invoice', { downloadInvoice: Response.json({ ok: false, errorMsg: 'Invoice not found' }, { status: 404 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Some error occurred downloading your invoice');
    expect(screen.getByText('Invoice not found')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says the ticket could not be downloaded when the server fails, with no not-found message', async () => {
    show('/publictickets/abc', 'ticket', { downloadTicket: new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Some error occurred downloading your ticket');
    expect(screen.queryByText('Ticket not found')).toBeNull();
  });

  it('downloads once per visit, and another token on the same page downloads that one', async () => {
    const fetch = show('/publictickets/abc', 'ticket', { downloadTicket: pdf });
    expect(await screen.findByText('Ticket downloaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next ticket' }));
    expect(screen.getByRole('status').textContent).toBe('Downloading ticket, please wait');
    expect(await screen.findByText('Ticket downloaded')).toBeTruthy();
    expect(fetch.calls.map((call) => call.path)).toEqual(['/api/publictickets/download-ticket/abc', '/api/publictickets/download-ticket/def']);
  });
});
