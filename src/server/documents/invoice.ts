import type { Club } from '../repositories/club';
import { drawClubHeader } from './club-header';
import { dateTime, money, percent } from './format';
import { roundCents } from '../../domain/money';
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
  rows.push(['Tax base', invoice.netTotal], ['Taxes', roundCents(invoice.total - invoice.netTotal)], ['Total', invoice.total, true]);
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
  const breakdown = taxBreakdown(invoice);
  if (breakdown) {
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    const text = breakdown.map(({ rate, net, gross }) => `${percent(rate)}: base ${money(club, net)}, tax ${money(club, roundCents(gross - net))}`).join('; ');
    doc.text(printable(`Taxes by rate - ${text}`), doc.page.margins.left);
  }
  doc.fillColor('black');
}

/**
 * Base and tax per rate, from the lines and the shipping. Undefined when they do not add up to the
 * sale's totals (e.g. a discount on the whole sale): the totals alone are then shown, never figures
 * that contradict them.
 */
function taxBreakdown(invoice: InvoiceData): Array<{ rate: number; net: number; gross: number }> | undefined {
  const parts = invoice.lines.map((line) => ({ rate: line.taxPercent, net: line.net, gross: line.gross }));
  if (invoice.shipping !== 0) {
    if (invoice.shippingTaxPercent === null) return undefined;
    parts.push({ rate: invoice.shippingTaxPercent, net: invoice.netShipping, gross: invoice.shipping });
  }
  const rates = new Map<number, { rate: number; net: number; gross: number }>();
  for (const part of parts) {
    const sum = rates.get(part.rate) ?? { rate: part.rate, net: 0, gross: 0 };
    rates.set(part.rate, { rate: part.rate, net: roundCents(sum.net + part.net), gross: roundCents(sum.gross + part.gross) });
  }
  const all = [...rates.values()];
  const net = roundCents(all.reduce((total, rate) => total + rate.net, 0));
  const gross = roundCents(all.reduce((total, rate) => total + rate.gross, 0));
  if (all.length === 0 || Math.abs(net - invoice.netTotal) > 0.005 || Math.abs(gross - invoice.total) > 0.005) return undefined;
  return all.sort((a, b) => a.rate - b.rate);
}
