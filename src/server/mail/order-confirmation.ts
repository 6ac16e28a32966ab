import type { FastifyInstance } from 'fastify';
import { fromCents, type Cents } from '../../domain/money';
import { matchLanguage, type Language } from '../../i18n/languages';
import { clubName, currentClub } from '../repositories/club';
import { checkoutLanguage, salePublicTokens } from '../repositories/sales';
import { findCustomerById } from '../repositories/identity';
import { orderConfirmationMail } from './order-mail';

/**
 * The order confirmation with each sale's invoice link, in the language of the checkout the sales went
 * through (stored with them: a provider's webhook or notification that confirms them later carries none),
 * else in `language`.
 */
export async function mailOrderConfirmation(
  app: FastifyInstance,
  order: { customerId: number; saleIds: number[]; total: Cents; deferred: boolean; language: Language },
): Promise<void> {
  const { db, mailer, config } = app;
  const customer = await findCustomerById(db, order.customerId);
  if (!customer) return;
  const stored = await checkoutLanguage(db, order.saleIds);
  const language = (stored && matchLanguage(stored)) || order.language;
  const currency = (await currentClub(db)).currency_code || 'EUR';
  const invoices = (await salePublicTokens(db, order.saleIds)).map((sale) => ({
    number: sale.number,
    url: `${config.publicUrl}/api/publicinvoices/download-invoice/${sale.publicToken}`,
  }));
  const mail = orderConfirmationMail({
    language,
    clubName: await clubName(db),
    name: customer.name,
    payAtClub: order.deferred,
    total: new Intl.NumberFormat(language, { style: 'currency', currency }).format(fromCents(order.total)),
    invoices,
  });
  await mailer.send({ ...mail, to: customer.email, customerId: order.customerId });
}
