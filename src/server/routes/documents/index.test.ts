import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { pdfText } from '../../documents/pdf-text';

let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);

async function paidSaleWithItems() {
  return server.app.db
    .selectFrom('sales')
    .innerJoin('customers', 'customers.id', 'sales.customer_id')
    .select(['sales.id', 'sales.number', 'sales.public_token', 'sales.total', 'customers.name', 'customers.surname'])
    .where('sales.status', '=', 'Paid')
    .where('customers.email', '=', 'ana@demo.club')
    .where((eb) => eb.exists(eb.selectFrom('sale_items').select('id').whereRef('sale_items.sale_id', '=', 'sales.id')))
    .orderBy('sales.id')
    .executeTakeFirstOrThrow();
}

describe('downloadInvoice', () => {
  it('answers a PDF invoice with the club, the customer, the lines and the totals', async () => {
    const sale = await paidSaleWithItems();
    const items = await server.app.db.selectFrom('sale_items').select('name').where('sale_id', '=', sale.id).execute();
    const response = await get(`/api/publicinvoices/download-invoice/${sale.public_token}`);
    expectConformingAnswer('downloadInvoice', response);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${sale.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Club Demo Padel & Tennis');
    expect(text).toContain('INVOICE');
    expect(text).toContain(sale.number);
    expect(text).toContain(`${sale.name} ${sale.surname}`);
    for (const item of items) expect(text).toContain(item.name.slice(0, 20));
    expect(text).toContain(`${sale.total.toFixed(2).replace('.', ',')} €`);
    expect(text).toContain('Taxes');
  });

  it('marks an unpaid sale as a pro forma invoice with its pending amount', async () => {
    const sale = await server.app.db
      .selectFrom('sales')
      .select(['public_token', 'number', 'pending'])
      .where('status', '=', 'Pending')
      .where('pending', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const text = await pdfText((await get(`/api/publicinvoices/download-invoice/${sale.public_token}`)).rawPayload);
    expect(text).toContain('PRO FORMA INVOICE');
    expect(text).toContain(sale.number);
    expect(text).toContain('Pending');
  });

  it('answers a JSON 404 for an unknown token, and does not take a booking token', async () => {
    const unknown = await get('/api/publicinvoices/download-invoice/not-a-token');
    expectConformingAnswer('downloadInvoice', unknown);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ok).toBe(false);
    const booking = await server.app.db.selectFrom('bookings').select('public_token').executeTakeFirstOrThrow();
    expect((await get(`/api/publicinvoices/download-invoice/${booking.public_token}`)).statusCode).toBe(404);
  });
});

describe('downloadTicket', () => {
  it('answers a PDF ticket for a sale, with its number, lines and a QR code', async () => {
    const sale = await paidSaleWithItems();
    const response = await get(`/api/publictickets/download-ticket/${sale.public_token}`);
    expectConformingAnswer('downloadTicket', response);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ticket-${sale.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TICKET');
    expect(text).toContain(sale.number);
    // The QR code is embedded as an image.
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('answers a PDF ticket for a booking, with its place, players and the sale numbers that paid it', async () => {
    const booking = await server.app.db
      .selectFrom('bookings')
      .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
      .innerJoin('booking_players', 'booking_players.booking_id', 'bookings.id')
      .innerJoin('sales', 'sales.id', 'booking_players.sale_id')
      .innerJoin('booking_blocks', 'booking_blocks.booking_id', 'bookings.id')
      .innerJoin('resources', 'resources.id', 'booking_blocks.resource_id')
      .select(['bookings.id', 'bookings.public_token', 'booking_types.name as typeName', 'sales.number', 'resources.name as resource'])
      .where('resources.show_name_online', '=', true)
      .orderBy('bookings.id')
      .executeTakeFirstOrThrow();
    const response = await get(`/api/publictickets/download-ticket/${booking.public_token}`);
    expectConformingAnswer('downloadTicket', response);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(booking.typeName);
    expect(text).toContain(booking.number);
    expect(text).toContain(booking.resource);
    const players = await server.app.db
      .selectFrom('booking_players')
      .innerJoin('customers', 'customers.id', 'booking_players.customer_id')
      .select('customers.name')
      .where('booking_players.booking_id', '=', booking.id)
      .execute();
    for (const player of players) expect(text).toContain(player.name);
  });

  it('answers a JSON 404 for an unknown token', async () => {
    const response = await get('/api/publictickets/download-ticket/0123456789abcdef0123456789abcdef');
    expectConformingAnswer('downloadTicket', response);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
