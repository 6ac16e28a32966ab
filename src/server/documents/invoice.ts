import type { Club } from '../repositories/club';
import { drawClubHeader } from './club-header';
import { dateTime, money, percent } from './format';
import { fromCents, toCents } from '../../domain/money';
import { taxesByRate, type RateTaxes } from '../../domain/taxes';
import { printable, renderPdf, type Pdf } from './pdf';

interface InvoiceLine {
  name: string;
  units: number;
  unitNetPrice: number;
  taxPercent: number;
  /** Net and gross amounts of the line after its own discount. */
  net: number;
  gross: number;
}

export interface InvoiceData {
  number: string;
  date: Date;
  status: string;
  title: string;
  customer: { name: string; lines: string[] } | null;
  lines: InvoiceLine[];
  subTotal: number;
  discount: number;
  shipping: number;
  netShipping: number;
  /** Tax rate of the shipping line, when the sale was shipped. */
  shippingTaxPercent: number | null;
  total: number;
  netTotal: number;
  paid: number;
  pending: number;
  paymentMethod: string | null;
}

const COLUMNS = [
  { title: 'Description', width: 205, align: 'left' },
  { title: 'Units', width: 45, align: 'right' },
  { title: 'Unit price', width: 80, align: 'right' },
  { title: 'Tax', width: 55, align: 'right' },
  { title: 'Total', width: 110, align: 'right' },
] as const;

/** An invoice: club header, customer, lines with their tax rate, totals and the taxes they include. */
export function renderInvoice(club: Club, uploadsDir: string, invoice: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf({ title: `Invoice ${invoice.number}`, compress: options.compress }, async (doc) => {
    await drawClubHeader(doc, club, uploadsDir);
    const left = doc.page.margins.left;
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(invoice.status === 'Paid' ? 'INVOICE' : 'PRO FORMA INVOICE', left, top);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Number: ${invoice.number}`);
    doc.text(`Date: ${printable(dateTime(club, invoice.date, 'date'))}`);
    doc.text(`Status: ${invoice.status}`);
    if (invoice.paymentMethod) doc.text(`Payment method: ${printable(invoice.paymentMethod)}`);
    const afterDetails = doc.y;
    if (invoice.customer) {
      doc.font('Helvetica-Bold').text('Customer', 330, top + 4);
      doc.font('Helvetica').text(printable(invoice.customer.name), 330);
      for (const line of invoice.customer.lines) doc.text(printable(line), 330);
    }
    doc.x = left;
    doc.y = Math.max(afterDetails, doc.y) + 20;
    doc.font('Helvetica-Bold').text(printable(invoice.title), left);
    doc.moveDown(0.5);
    drawLines(doc, club, invoice.lines);
    drawTotals(doc, club, invoice);
  });
}

function drawRow(doc: Pdf, cells: string[], bold = false): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  COLUMNS.forEach((column, index) => {
    doc.text(printable(cells[index]), x, y, { width: column.width - 5, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

function drawLines(doc: Pdf, club: Club, lines: InvoiceLine[]): void {
  drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of lines) {
    drawRow(doc, [line.name, String(line.units), money(club, line.unitNetPrice), percent(line.taxPercent), money(club, line.gross)]);
  }
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .strokeColor('#cccccc')
    .stroke();
  doc.y = y + 8;
}

function drawTotals(doc: Pdf, club: Club, invoice: InvoiceData): void {
  const rows: Array<[string, number, boolean?]> = [['Subtotal', invoice.subTotal]];
  if (invoice.discount !== 0) rows.push(['Discount', -invoice.discount]);
  if (invoice.shipping !== 0) rows.push(['Shipping', invoice.shipping]);
  const taxes = invoiceTaxes(invoice);
  rows.push(['Tax base', taxes.base], ['Taxes', taxes.tax], ['Total', invoice.total, true]);
  if (invoice.paid !== invoice.total) rows.push(['Paid', invoice.paid], ['Pending', invoice.pending, true]);
  const labelX = 330;
  for (const [label, amount, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, labelX, y, { width: 100 });
    doc.text(money(club, amount), labelX + 100, y, { width: 115, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = doc.page.margins.left;
  doc.moveDown();
  if (taxes.rates) {
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    const text = taxes.rates.map((rate) => `${percent(rate.taxPercent)}: base ${money(club, fromCents(rate.base))}, tax ${money(club, fromCents(rate.tax))}`).join('; ');
    doc.text(printable(`Taxes by rate - ${text}`), doc.page.margins.left);
  }
  doc.fillColor('black');
}

/**
 * The invoice's taxes: per rate, computed once on the summed base of its lines and shipping (taxesByRate),
 * the base being the total less the tax; the sale stores the same base as its net total. A sale whose lines do
 * not add up to its total (written by hand, without line discounts) states its stored figures without rates.
 */
function invoiceTaxes(invoice: InvoiceData): { base: number; tax: number; rates?: RateTaxes[] } {
  const parts = invoice.lines.map((line) => ({ taxPercent: line.taxPercent, gross: toCents(line.gross), net: toCents(line.net) }));
  if (invoice.shipping !== 0 && invoice.shippingTaxPercent !== null) {
    parts.push({ taxPercent: invoice.shippingTaxPercent, gross: toCents(invoice.shipping), net: toCents(invoice.netShipping) });
  }
  const rates = taxesByRate(parts);
  const gross = rates.reduce((sum, rate) => sum + rate.gross, 0);
  if (rates.length === 0 || gross !== toCents(invoice.total)) return { base: invoice.netTotal, tax: fromCents(toCents(invoice.total) - toCents(invoice.netTotal)) };
  const tax = rates.reduce((sum, rate) => sum + rate.tax, 0);
  return { base: fromCents(gross - tax), tax: fromCents(tax), rates };
}
