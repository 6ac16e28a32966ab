import type { FastifyInstance } from 'fastify';
import { fromCents, type Cents } from '../../domain/money';
import type { Language } from '../../i18n/languages';
import { clubName, currentClub } from '../repositories/club';
import { salePublicTokens } from '../repositories/checkout';
import { findCustomerById } from '../repositories/identity';
import { orderConfirmationMail } from './order-mail';

/** The order confirmation with each sale's invoice link, in `language`. */
export async function mailOrderConfirmation(
  app: FastifyInstance,
  order: { customerId: number; saleIds: number[]; total: Cents; deferred: boolean; language: Language },
): Promise<void> {
  const { db, mailer, config } = app;
  const customer = await findCustomerById(db, order.customerId);
  if (!customer) return;
  const currency = (await currentClub(db)).currency_code || 'EUR';
  const invoices = (await salePublicTokens(db, order.saleIds)).map((sale) => ({
    number: sale.number,
    url: `${config.publicUrl}/api/publicinvoices/download-invoice/${sale.publicToken}`,
  }));
  const mail = orderConfirmationMail({
    language: order.language,
    clubName: await clubName(db),
    name: customer.name,
    payAtClub: order.deferred,
    total: new Intl.NumberFormat(order.language, { style: 'currency', currency }).format(fromCents(order.total)),
    invoices,
  });
  await mailer.send({ ...mail, to: customer.email, customerId: order.customerId });
}
