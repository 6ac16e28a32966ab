// The customer's pages as manifests plus the account data sources, against a fake club server.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { PageHost } from '../PageHost';
import { renderWithEngine } from '../../../tests/support/test-render';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

type SportLevels = NonNullable<OperationAnswer<'getCustomerLevels'>['model']>[number];
type Order = NonNullable<OperationAnswer<'getCustomerOrder'>['model']>;

/** The page against a fake server: answers by operation, typed by the contract and checked against it (a raw Response for shapes outside it). */
async function showPage(path: string, pattern: string, pageId: string, operations: FakeOperations) {
  const { root, fetch } = createTestRoot({
    operations,
    api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', CurrencySymbol: '€', Uploads: '/uploads' }) },
  });
  await root.settings.load();
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <Routes>
      <Route path={pattern} element={<PageHost pageId={pageId} />} />
    </Routes>,
    { root, path },
  );
  return { root, fetch };
}

const padelLevels = {
  sport: 2,
  provider: 'wpr',
  levels: [
    { comments: 'Won 6-3 6-4', date: '2024-03-05T19:00:00Z', parentId: 55, modification: 0.15, newLevel: 3.15 },
    { comments: 'Lost 4-6 3-6', date: '2024-02-20T19:00:00Z', parentId: null, modification: -0.25, newLevel: 3 },
  ],
} satisfies SportLevels;

describe('levels page', () => {
  it('shows each sport and provider as a panel with signed changes and 2-decimal levels', async () => {
    await showPage('/levels', '/levels', 'levels', { getCustomerLevels: { ok: true, model: [padelLevels] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Padel · World Padel Rating' }));
    const rows = within(screen.getByRole('table', { name: 'Level history' }))
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        // What a cell says, without its column name (shown only when the table stacks on a phone).
        .map((cell) => cell.textContent?.slice(cell.querySelector('.cz-table__label')?.textContent?.length ?? 0)),
    );
    expect(cells[0]).toEqual(['Won 6-3 6-4', 'Mar 5, 2024 · 20:00', 'View match', '+0.15', '3.15']);
    expect(cells[1]).toEqual(['Lost 4-6 3-6', 'Feb 20, 2024 · 20:00', '', '-0.25', '3.00']);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'View match' })
        .getAttribute('href'),
    ).toBe('/booking-join/55');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('cell', { name: '-0.25' })
        .classList.contains('tone-negative'),
    ).toBe(true);
  });

  it("shows each sport's current level, the newest change's, with one decimal before its history is opened", async () => {
    const tennis = {
      sport: 1,
      provider: 'wpr',
      levels: [{ comments: null, date: '2024-01-10T10:00:00Z', parentId: null, modification: 0.05, newLevel: 4.05 }],
    } satisfies SportLevels;
    await showPage('/levels', '/levels', 'levels', { getCustomerLevels: { ok: true, model: [padelLevels, tennis] } });
    const panels = await screen.findAllByRole('button', { name: /World Padel Rating/ });
    expect(panels.map((panel) => panel.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(screen.getAllByText('Current level').map((label) => label.parentElement?.textContent)).toEqual(['Current level 3.2', 'Current level 4.1']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to link an account when there are no levels and a provider has a link', async () => {
    await showPage('/levels', '/levels', 'levels', {
      getCustomerLevels: { ok: true, model: [] },
      // Only World Padel Rating offers a link.
      getLevelProviderLink: (request) => ({ ok: true, model: request.path.endsWith('/wpr/link') ? 'https://rating.example/link?club=1' : null }),
    });
    const link = await screen.findByRole('link', { name: 'Link your account' });
    expect(link.getAttribute('href')).toBe('https://rating.example/link?club=1');
    expect(screen.queryByText('You do not have a level yet')).toBeNull();
  });

  it('says the customer has no level yet when no provider offers a link', async () => {
    await showPage('/levels', '/levels', 'levels', {
      getCustomerLevels: { ok: true, model: [] },
      getLevelProviderLink: { ok: true, model: null },
    });
    expect(await screen.findByText('You do not have a level yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Link your account' })).toBeNull();
  });

  it("shows the server's message when the levels cannot be read, and Crash without one", async () => {
    await showPage('/levels', '/levels', 'levels', { getCustomerLevels: { ok: false, errorMsg: 'Levels are being recalculated' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Levels are being recalculated');
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showPage('/levels', '/levels', 'levels', { getCustomerLevels: new Response('', { status: 500 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Crash');
  });
});

const order = {
  id: 31,
  number: 'W-2024-0031',
  date: '2024-03-05T10:00:00Z',
  total: 54,
  online: true,
  paymentMethod: 'Card',
  subTotal: 54,
  shipping: 0,
  discount: 0,
  items: [
    { name: 'Padel balls', logo: 'Products/padel-balls.svg', price: 6, units: 3, total: 18, productId: 4, category: 'Article' },
    { name: 'Private class', logo: null, price: 36, units: 1, total: 36, productId: 9, category: 'Service' },
  ],
} satisfies Order;

describe('orders pages', () => {
  it('says "No orders yet" to a customer without orders', async () => {
    await showPage('/customer-orders', '/customer-orders', 'customer-orders', { getCustomerOrders: { ok: true, model: [] } });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('lists each order with a link to its detail and its lines', async () => {
    await showPage('/customer-orders', '/customer-orders', 'customer-orders', { getCustomerOrders: { ok: true, model: [order] } });
    expect((await screen.findByRole('link', { name: 'Order W-2024-0031' })).getAttribute('href')).toBe('/customer-orders/31');
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('Private class')).toBeTruthy();
  });

  it('shows Free shipping, no zero discount, and links only Article lines to the product', async () => {
    await showPage('/customer-orders/31', '/customer-orders/:id', 'customer-order', { getCustomerOrder: { ok: true, model: order } });
    expect(await screen.findByRole('heading', { name: 'Order W-2024-0031', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Padel balls' })).getAttribute('href')).toBe('/shop/4');
    expect(screen.queryByRole('link', { name: 'Private class' })).toBeNull();
    expect(screen.getByText('Private class')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Payment method', 'Date', 'Subtotal', 'Shipping', 'Total']);
    expect(within(summary).getByText('Free')).toBeTruthy();
  });

  it('shows each line as price × units, its discount as a negative amount and its total, so the lines add up to the total (issue 24)', async () => {
    const polo = {
      ...order,
      subTotal: 78.85,
      discount: 7.89,
      total: 70.96,
      state: 'Paid',
      items: [
        { name: 'Club Polo', logo: null, price: 34.95, units: 2, total: 62.91, productId: 5, category: 'Article' },
        { name: 'Overgrip', logo: null, price: 8.95, units: 1, total: 8.05, productId: 6, category: 'Article' },
      ],
    } satisfies Order;

    await showPage('/customer-orders/31', '/customer-orders/:id', 'customer-order', { getCustomerOrder: { ok: true, model: polo } });
    const lines = await screen.findByRole('region', { name: 'Items' });
    const first = within(lines).getByRole('link', { name: 'Club Polo' }).closest('li')!;
    expect(first.textContent).toBe('Club Polo34.95 € × 2Discount -6.99 €Line total 62.91 €');
    const second = within(lines).getByRole('link', { name: 'Overgrip' }).closest('li')!;
    expect(second.textContent).toBe('Overgrip8.95 € × 1Discount -0.90 €Line total 8.05 €');
    const summary = screen.getByRole('region', { name: 'Summary' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Payment method: CardPaid', 'Date: Mar 5, 2024 · 11:00', 'Subtotal: 78.85 €', 'Shipping: Free', 'Discount: -7.89 €', 'Total: 70.96 €']);
  });

  it('shows a non-zero discount and the shipping price, and opens the refunds', async () => {
    const refunded = { ...order, shipping: 4.5, discount: 5, refunds: [{ paymentMethod: 'Card', amount: 18 }] };
    await showPage('/customer-orders/31', '/customer-orders/:id', 'customer-order', { getCustomerOrder: { ok: true, model: refunded } });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('-5.00 €')).toBeTruthy();
    expect(within(summary).getByText('4.50 €')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Refunds of order W-2024-0031' }));
    const dialog = screen.getByRole('dialog', { name: 'Refunds of order W-2024-0031' });
    expect(within(dialog).getByRole('cell', { name: '18.00 €' })).toBeTruthy();
  });
});

describe('communications and trainings', () => {
  it('says "No emails" and "No sms" when there are none', async () => {
    await showPage('/customer-comms', '/customer-comms', 'customer-comms', {
      getCustomerComms: { ok: true, model: { emails: [], smss: [] } },
    });
    expect(await screen.findByText('No emails')).toBeTruthy();
    expect(screen.getByText('No sms')).toBeTruthy();
  });

  it('lists an e-mail without a subject as "(no subject)" with a link that opens it (issue 37, item 21)', async () => {
    await showPage('/customer-comms', '/customer-comms', 'customer-comms', {
      getCustomerComms: {
        ok: true,
        model: {
          emails: [
            { id: 4, subject: '', created: '2024-03-06T10:00:00Z' },
            { id: 3, subject: 'Your booking', created: '2024-03-05T10:00:00Z' },
          ],
          smss: [],
        },
      },
    });
    const emails = within((await screen.findByText('Your booking')).closest('ul')!);
    expect(emails.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['(no subject)', '/customer-comms/emails/4'],
      ['Your booking', '/customer-comms/emails/3'],
    ]);
  });

  it('opens an e-mail without a subject with "(no subject)" as its heading', async () => {
    await showPage('/customer-comms/emails/4', '/customer-comms/emails/:id', 'customer-email', {
      getCustomerEmail: { id: 4, subject: '', body: '<p>Your court is ready</p>', created: '2024-03-06T10:00:00Z' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '(no subject)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Your court is ready')).toBeTruthy();
  });

  it('shows empty Next and Past trainings', async () => {
    await showPage('/trainings', '/trainings', 'trainings', { listCustomerTrainings: { ok: true, model: { next: [], past: [] } } });
    expect(await screen.findByText('No upcoming trainings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getByText('No past trainings')).toBeTruthy();
  });

  it('shows a training with its heading, tabs, gallery and files', async () => {
    const { fetch } = await showPage('/trainings/12', '/trainings/:id', 'training', {
      getCustomerTraining: {
        ok: true,
        model: {
          model: { id: 12, start: '2024-03-05T17:00:00Z', duration: 60, description: 'Volleys', presented: null, publicComments: 'Keep the racket up' },
          gallery: [{ url: 'training-1.svg', name: 'Volley drill' }],
          videos: [{ title: 'Footwork', fileName: 'footwork.svg' }],
          files: [{ url: 'padel-drills.pdf', title: 'Drills (PDF)' }],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Volleys', level: 1 })).toBeTruthy();
    expect(screen.getByText('Mar 5, 2024 · 18:00, 60 mins')).toBeTruthy();
    expect(fetch.calls.find((call) => call.path === '/api/publicteams/training')?.body).toEqual({ customerId: 7, itemId: 12 });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Description', 'Comments']);
    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getByRole('img', { name: 'Volley drill' }).getAttribute('src')).toBe('/uploads/Booking/Gallery/training-1.svg');
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('link', { name: 'padel-drills.pdf' }).getAttribute('href')).toBe('/uploads/Booking/Files/padel-drills.pdf');
    expect(screen.getByRole('cell', { name: 'Drills (PDF)' })).toBeTruthy();
  });
});

// The spec's shapes are not this server's contract (its answers always carry ok), so these fakes are raw Responses.
describe("answers in the spec's shapes, without ok (doc 1 §7)", () => {
  it('lists orders answered as a bare model', async () => {
    await showPage('/customer-orders', '/customer-orders', 'customer-orders', { getCustomerOrders: Response.json({ model: [order] }) });
    expect((await screen.findByRole('link', { name: 'Order W-2024-0031' })).getAttribute('href')).toBe('/customer-orders/31');
  });

  it('lists emails and sms answered as a bare model', async () => {
    await showPage('/customer-comms', '/customer-comms', 'customer-comms', {
      getCustomerComms: Response.json({ model: { emails: [{ id: 3, subject: 'Your booking', created: '2024-03-05T10:00:00Z' }], smss: [] } }),
    });
    expect(await screen.findByText('Your booking')).toBeTruthy();
    expect(screen.getByText('No sms')).toBeTruthy();
  });

  it("shows the vouchers of the spec's model.active as well as a bare list", async () => {
    const voucher = { id: 1, description: 'Padel bonus', balance: 20, movements: [] };
    await showPage('/customer-vouchers', '/customer-vouchers', 'customer-vouchers', {
      getCustomerVouchers: Response.json({ model: { active: [voucher] } }),
    });
    expect(await screen.findByRole('button', { name: 'Padel bonus' })).toBeTruthy();
    cleanup();
    await showPage('/customer-vouchers', '/customer-vouchers', 'customer-vouchers', { getCustomerVouchers: { ok: true, model: [voucher] } });
    expect(await screen.findByRole('button', { name: 'Padel bonus' })).toBeTruthy();
  });

  it('still shows a refusal: a model does not make ok false a success', async () => {
    await showPage('/customer-orders', '/customer-orders', 'customer-orders', { getCustomerOrders: { ok: false, errorMsg: 'Orders are closed', model: [] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Orders are closed');
  });
});

describe('trainings without a login and failed loads (doc 1 §6, §8)', () => {
  async function showTrainings(path: string, pattern: string, pageId: string, operations: FakeOperations) {
    const { root, fetch } = createTestRoot({ operations });
    renderWithEngine(
      <Routes>
        <Route path={pattern} element={<PageHost pageId={pageId} />} />
      </Routes>,
      { root, path },
    );
    return { fetch };
  }

  it('asks for the trainings with customer id 0 when nobody is logged in', async () => {
    const { fetch } = await showTrainings('/trainings', '/trainings', 'trainings', { listCustomerTrainings: { ok: true, model: { next: [], past: [] } } });
    expect(await screen.findByText('No upcoming trainings')).toBeTruthy();
    expect(fetch.calls.find((call) => call.path === '/api/publicteams/trainings')?.body).toEqual({ customerId: 0 });
  });

  it('only logs a failed trainings or training load: nothing is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await showPage('/trainings', '/trainings', 'trainings', { listCustomerTrainings: { ok: false, errorMsg: 'Trainings are offline' } });
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load customerTrainings', expect.anything()));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Trainings are offline')).toBeNull();
      cleanup();

      await showPage('/trainings/12', '/trainings/:id', 'training', { getCustomerTraining: new Response(null, { status: 500 }) });
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load customerTraining', expect.anything()));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('tab')).toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});
