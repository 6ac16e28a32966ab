import { describe, expect, it } from 'vitest';
import { testClub } from './test-club';
import { renderInvoice, type InvoiceData } from './invoice';
import { pdfText } from './pdf-text';

const club = testClub;

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
  language: null,
};

describe('renderInvoice', () => {
  it('shows the lines, the totals and the taxes per rate, shipping included', async () => {
    const text = await pdfText(await renderInvoice(club, '/nonexistent', invoice, 'en-US'));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Number: S0000077');
    expect(text).toContain('Eva Martín');
    expect(text).toContain('147,85 €');
    expect(text).toContain('4 %: base 20,00 €, tax 0,80 €; 21 %: base 105,00 €, tax 22,05 €');
    expect(text).not.toContain('Pending');
  });

  it('leaves out a per-rate breakdown that would contradict the totals, and shows what is pending', async () => {
    const discounted = { ...invoice, discount: 10, total: 137.85, netTotal: 116.74, status: 'Pending', paid: 0, pending: 137.85 };
    const text = await pdfText(await renderInvoice(club, '/nonexistent', discounted, 'en-US'));
    expect(text).toContain('PRO FORMA INVOICE');
    expect(text).toContain('-10,00 €');
    expect(text).not.toContain('Taxes by rate');
    expect(text).toContain('Pending');
  });

  it("computes each rate's tax once on its summed base, the base taking the difference (not line by line)", async () => {
    // Line by line the taxes were 5.14 + 4.36 + 3.11 = 12.61; 21 % of the summed base of 60.14, rounded once, is 12.63.
    const lines = [
      { name: 'Skirt', units: 1, unitNetPrice: 27.23, taxPercent: 21, net: 24.51, gross: 29.65 },
      { name: 'Shorts', units: 1, unitNetPrice: 23.1, taxPercent: 21, net: 20.79, gross: 25.15 },
      { name: 'Bottle', units: 1, unitNetPrice: 16.49, taxPercent: 21, net: 14.84, gross: 17.95 },
    ];
    const discounted = { ...invoice, lines, subTotal: 80.85, discount: 8.1, shipping: 0, netShipping: 0, shippingTaxPercent: null, total: 72.75, netTotal: 60.12, paid: 72.75 };
    const text = await pdfText(await renderInvoice(club, '/nonexistent', discounted, 'en-US'));
    expect(text).toContain('Tax base 60,12 €');
    expect(text).toContain('Taxes 12,63 €');
    expect(text).toContain('21 %: base 60,12 €, tax 12,63 €');
  });
});

describe("an invoice in the reader's language", () => {
  const name = 'Łukasz Ñúñez Çelik';
  // Each language's own words for the heading, the customer, the tax base and a paid status.
  const labels = {
    'en-US': ['INVOICE', 'Customer', 'Tax base', 'Status: Paid', 'Mar 1, 2026'],
    'es-ES': ['FACTURA', 'Cliente', 'Base imponible', 'Estado: Pagada', '1 mar 2026'],
    'es-MX': ['FACTURA', 'Cliente', 'Base gravable', 'Estado: Pagada', '1 mar 2026'],
    'fr-FR': ['FACTURE', 'Client', 'Total HT', 'Statut : Payée', '1 mars 2026'],
    'it-IT': ['FATTURA', 'Cliente', 'Imponibile', 'Stato: Pagata', '1 mar 2026'],
  } as const;

  it.each(Object.entries(labels))("%s: every letter of the name, the € sign and the language's labels are in the text", async (language, words) => {
    const text = await pdfText(await renderInvoice(club, '/nonexistent', { ...invoice, customer: { name, lines: ['Ulica Główna 5', 'Kraków'] } }, language as keyof typeof labels));
    expect(text).toContain(name);
    for (const letter of name) expect(text).toContain(letter);
    expect(text).toContain('Ulica Główna 5');
    expect(text).toContain('147,85 €');
    for (const word of words) expect(text).toContain(word);
    expect(text).not.toContain('?');
  });
});
