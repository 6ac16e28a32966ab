import QRCode from 'qrcode';
import type { Club } from '../repositories/club';
import { drawClubHeader } from './club-header';
import { dateTime, money } from './format';
import { printable, renderPdf } from './pdf';

export interface TicketData {
  /** What the ticket is for: the booking type or the sale title. */
  heading: string;
  status: string;
  saleNumbers: string[];
  holder: string | null;
  when: { start: Date; end: Date } | null;
  places: string[];
  players: string[];
  items: Array<{ name: string; units: number }>;
  total: number | null;
  /** Encoded in the QR code that staff scan at the door. */
  qrText: string;
}

const QR_SIZE = 150;

/** A ticket: club header, what and when, who, sale numbers and a QR code. */
export function renderTicket(club: Club, uploadsDir: string, ticket: TicketData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const title = ticket.saleNumbers.length > 0 ? `Ticket ${ticket.saleNumbers.join(', ')}` : 'Ticket';
  return renderPdf({ title, compress: options.compress }, async (doc) => {
    await drawClubHeader(doc, club, uploadsDir);
    const left = doc.page.margins.left;
    const top = doc.y;
    const qr = await QRCode.toBuffer(ticket.qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
    doc.image(qr, doc.page.width - doc.page.margins.right - QR_SIZE, top, { width: QR_SIZE });

    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - QR_SIZE - 20;
    doc.font('Helvetica-Bold').fontSize(18).text('TICKET', left, top, { width });
    doc.fontSize(14).text(printable(ticket.heading), { width });
    doc.moveDown(0.5);
    const field = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true, width });
      doc.font('Helvetica').text(printable(value), { width });
    };
    if (ticket.saleNumbers.length > 0) field(ticket.saleNumbers.length > 1 ? 'Sales' : 'Sale', ticket.saleNumbers.join(', '));
    field('Status', ticket.status);
    if (ticket.when) {
      field('Date', dateTime(club, ticket.when.start, 'date'));
      field('Time', `${dateTime(club, ticket.when.start, 'time')} - ${dateTime(club, ticket.when.end, 'time')}`);
    }
    if (ticket.places.length > 0) field('Place', ticket.places.join(', '));
    if (ticket.holder) field('Holder', ticket.holder);
    if (ticket.players.length > 0) field('Players', ticket.players.join(', '));
    for (const item of ticket.items) field('Item', item.units > 1 ? `${item.name} x ${item.units}` : item.name);
    if (ticket.total !== null) field('Total', money(club, ticket.total));
    doc.y = Math.max(doc.y, top + QR_SIZE) + 20;
    doc.font('Helvetica').fontSize(8).fillColor('#444444').text('Show this ticket at the entrance.', left);
    doc.fillColor('black');
  });
}
