import type { Club } from '../repositories/club';
import type { Language } from '../../i18n/languages';
import { drawClubHeader } from './club-header';
import { dateTime, money, percent } from './format';
import { fromCents, toCents } from '../../domain/money';
import { taxesByRate, type RateTaxes } from '../../domain/taxes';
import { FONT, printable, renderPdf, type Pdf } from './pdf';
import { documentWords, type DocumentWords } from './words';

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
  /** The language the sale was checked out in (stored with it), null before sales kept one. */
  language: string | null;
}

const COLUMNS = [
  { title: 'description', width: 190, align: 'left' },
  { title: 'units', width: 60, align: 'right' },
  { title: 'unitPrice', width: 90, align: 'right' },
  { title: 'tax', width: 55, align: 'right' },
  { title: 'total', width: 100, align: 'right' },
] as const;

/**
 * An invoice in the reader's language (the sale's, else the download's): club header, customer, lines with their
 * tax rate, totals and the taxes they include. Amounts as the club writes them.
 */
export function renderInvoice(club: Club, uploadsDir: string, invoice: InvoiceData, language: Language, options: { compress?: boolean } = {}): Promise<Buffer> {
  const words = documentWords(language);
  const { t } = words;
  return renderPdf({ title: t('invoiceTitle', { number: invoice.number }), language, compress: options.compress }, async (doc) => {
    await drawClubHeader(doc, club, uploadsDir);
    const left = doc.page.margins.left;
    const top = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(18)
      .text(invoice.status === 'Paid' ? t('invoice') : t('proForma'), left, top);
    doc.font(FONT.regular).fontSize(10);
    doc.text(`${words.label('number')} ${invoice.number}`);
    doc.text(`${words.label('date')} ${dateTime(club, invoice.date, 'date', language)}`);
    doc.text(`${words.label('status')} ${words.status(invoice.status)}`);
    if (invoice.paymentMethod) doc.text(`${words.label('paymentMethod')} ${printable(invoice.paymentMethod)}`);
    const afterDetails = doc.y;
    if (invoice.customer) {
      doc.font(FONT.bold).text(t('customer'), 330, top + 4);
      doc.font(FONT.regular).text(printable(invoice.customer.name), 330);
      for (const line of invoice.customer.lines) doc.text(printable(line), 330);
    }
    doc.x = left;
    doc.y = Math.max(afterDetails, doc.y) + 20;
    doc.font(FONT.bold).text(printable(invoice.title), left);
    doc.moveDown(0.5);
    drawLines(doc, club, invoice.lines, words);
    drawTotals(doc, club, invoice, words);
  });
}

function drawRow(doc: Pdf, cells: string[], bold = false): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  let bottom = y;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 9 : 10);
  COLUMNS.forEach((column, index) => {
    doc.text(printable(cells[index]), x, y, { width: column.width - 5, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

function drawLines(doc: Pdf, club: Club, lines: InvoiceLine[], { t }: DocumentWords): void {
  drawRow(
    doc,
    COLUMNS.map((column) => t(column.title)),
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

function drawTotals(doc: Pdf, club: Club, invoice: InvoiceData, { t }: DocumentWords): void {
  const rows: Array<[string, number, boolean?]> = [[t('subtotal'), invoice.subTotal]];
  if (invoice.discount !== 0) rows.push([t('discount'), -invoice.discount]);
  if (invoice.shipping !== 0) rows.push([t('shipping'), invoice.shipping]);
  const taxes = invoiceTaxes(invoice);
  rows.push([t('taxBase'), taxes.base], [t('taxes'), taxes.tax], [t('total'), invoice.total, true]);
  if (invoice.paid !== invoice.total) rows.push([t('paid'), invoice.paid], [t('pending'), invoice.pending, true]);
  const labelX = 330;
  for (const [label, amount, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(10);
    doc.text(label, labelX, y, { width: 100 });
    doc.text(money(club, amount), labelX + 100, y, { width: 115, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = doc.page.margins.left;
  doc.moveDown();
  if (taxes.rates) {
    doc.font(FONT.regular).fontSize(8).fillColor('#444444');
    const text = taxes.rates
      .map((rate) => t('rate', { rate: percent(rate.taxPercent), base: money(club, fromCents(rate.base)), tax: money(club, fromCents(rate.tax)) }))
      .join('; ');
    doc.text(`${t('taxesByRate')} - ${text}`, doc.page.margins.left);
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
