import QRCode from 'qrcode';
import type { Club } from '../repositories/club';
import { drawClubHeader } from './club-header';
import type { Language } from '../../i18n/languages';
import { dateTime, money } from './format';
import { FONT, printable, renderPdf } from './pdf';
import { documentWords } from './words';

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
  /** The language the ticket's sale was checked out in, when one was stored. */
  language: string | null;
}

const QR_SIZE = 150;

/** A ticket in the reader's language: club header, what and when, who, sale numbers and a QR code. */
export function renderTicket(club: Club, uploadsDir: string, ticket: TicketData, language: Language, options: { compress?: boolean } = {}): Promise<Buffer> {
  const words = documentWords(language);
  const { t } = words;
  const title = ticket.saleNumbers.length > 0 ? t('ticketTitle', { numbers: ticket.saleNumbers.join(', ') }) : t('ticket');
  return renderPdf({ title, language, compress: options.compress }, async (doc) => {
    await drawClubHeader(doc, club, uploadsDir);
    const left = doc.page.margins.left;
    const top = doc.y;
    const qr = await QRCode.toBuffer(ticket.qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
    doc.image(qr, doc.page.width - doc.page.margins.right - QR_SIZE, top, { width: QR_SIZE });

    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - QR_SIZE - 20;
    doc.font(FONT.bold).fontSize(18).text(t('ticket'), left, top, { width });
    doc.fontSize(14).text(printable(ticket.heading), { width });
    doc.moveDown(0.5);
    const field = (label: Parameters<typeof words.label>[0], value: string) => {
      doc
        .font(FONT.bold)
        .fontSize(10)
        .text(`${words.label(label)} `, { continued: true, width });
      doc.font(FONT.regular).text(printable(value), { width });
    };
    if (ticket.saleNumbers.length > 0) field(ticket.saleNumbers.length > 1 ? 'sales' : 'sale', ticket.saleNumbers.join(', '));
    field('status', words.status(ticket.status));
    if (ticket.when) {
      field('date', dateTime(club, ticket.when.start, 'date', language));
      field('time', `${dateTime(club, ticket.when.start, 'time', language)} – ${dateTime(club, ticket.when.end, 'time', language)}`);
    }
    if (ticket.places.length > 0) field('place', ticket.places.join(', '));
    if (ticket.holder) field('holder', ticket.holder);
    if (ticket.players.length > 0) field('players', ticket.players.join(', '));
    for (const item of ticket.items) field('item', item.units > 1 ? `${item.name} × ${item.units}` : item.name);
    if (ticket.total !== null) field('total', money(club, ticket.total));
    doc.y = Math.max(doc.y, top + QR_SIZE) + 20;
    doc.font(FONT.regular).fontSize(8).fillColor('#444444').text(t('showAtEntrance'), left);
    doc.fillColor('black');
  });
}
