import type { FastifyInstance } from 'fastify';
import { mercadoPagoCards } from './cards';
import { mercadoPagoPayments } from './payments';

/** The Mercado Pago sandbox: the SDK's card payment brick stand-in, card tokens, payments, customers and their cards, and signed notifications. */
export async function mercadoPagoSandbox(app: FastifyInstance): Promise<void> {
  mercadoPagoCards(app);
  mercadoPagoPayments(app);
}
