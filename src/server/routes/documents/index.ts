import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { currentClub } from '../../repositories/club';
import { renderInvoice } from '../../documents/invoice';
import { renderTicket } from '../../documents/ticket';
import { invoiceByToken, ticketByToken } from '../../repositories/documents';
import { matchLanguage, type Language } from '../../../i18n/languages';

/** A document is in the language its sale was checked out in, else the downloader's (Accept-Language, else en-US). */
const documentLanguage = (stored: string | null, requested: Language): Language => (stored && matchLanguage(stored)) || requested;

/** A file name safe inside a quoted Content-Disposition value. */
const fileName = (kind: string, reference: string) => `${kind}-${reference.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;

export const handlers = defineHandlers({
  async downloadTicket({ params }, request, reply) {
    const { db, config } = request.server;
    const ticket = await ticketByToken(db, params.token);
    if (!ticket) throw notFound('notFound.ticket');
    const pdf = await renderTicket(
      await currentClub(db),
      config.uploadsDir,
      { ...ticket, qrText: `${config.publicUrl}/publictickets/${encodeURIComponent(params.token)}` },
      documentLanguage(ticket.language, request.language),
    );
    const reference = ticket.saleNumbers[0] ?? params.token.slice(0, 12);
    reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${fileName('ticket', reference)}"`);
    return pdf;
  },

  async downloadInvoice({ params }, request, reply) {
    const { db, config } = request.server;
    const invoice = await invoiceByToken(db, params.token);
    if (!invoice) throw notFound('notFound.invoice');
    const pdf = await renderInvoice(await currentClub(db), config.uploadsDir, invoice, documentLanguage(invoice.language, request.language));
    reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${fileName('invoice', invoice.number)}"`);
    return pdf;
  },
});
