import { describe, expect, it } from 'vitest';
import type { Club } from '../repositories/club';
import { renderInvoice, type InvoiceData } from './invoice';
import { pdfText } from './pdf-text';

const club = {
  name: 'Test Club',
  address: 'Main Street 1',
  phone: '+34 900 000 000',
  email: 'club@example.com',
  main_logo: null,
  currency_symbol: '€',
  decimal_separator: ',',
  time_zone: 'Europe/Madrid',
  format_culture: 'es-ES',
} as Club;

const invoice: InvoiceData = {
  number: 'S0000077',
  date: new Date('2026-03-01T10:00:00Z'),
  status: 'Paid',
  title: 'Online order',
  customer: { name: 'Eva Martín', lines: ['Calle Mayor 1', '28013 Madrid'] },
  lines: [
    { name: 'Racket', units: 1, unitNetPrice: 100, taxPercent: 21, net: 100, gross: 121 },
    { name: 'Book', units: 2, unitNetPrice: 10, taxPercent: 4, net: 20, gross: 20.8 },
  ],
  subTotal: 141.8,
  discount: 0,
  shipping: 6.05,
  netShipping: 5,
  shippingTaxPercent: 21,
  total: 147.85,
  netTotal: 125,
  paid: 147.85,
  pending: 0,
  paymentMethod: 'Card',
};

describe('renderInvoice', () => {
  it('shows the lines, the totals and the taxes per rate, shipping included', async () => {
    const text = pdfText(await renderInvoice(club, '/nonexistent', invoice));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Number: S0000077');
    expect(text).toContain('Eva Martín');
    expect(text).toContain('147,85 €');
    expect(text).toContain('4 %: base 20,00 €, tax 0,80 €; 21 %: base 105,00 €, tax 22,05 €');
    expect(text).not.toContain('Pending');
  });

  it('leaves out a per-rate breakdown that would contradict the totals, and shows what is pending', async () => {
    const discounted = { ...invoice, discount: 10, total: 137.85, netTotal: 116.74, status: 'Pending', paid: 0, pending: 137.85 };
    const text = pdfText(await renderInvoice(club, '/nonexistent', discounted));
    expect(text).toContain('PRO FORMA INVOICE');
    expect(text).toContain('-10,00 €');
    expect(text).not.toContain('Taxes by rate');
    expect(text).toContain('Pending');
  });
});
