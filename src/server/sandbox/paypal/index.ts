import type { FastifyInstance } from 'fastify';
import { paypalBuyer } from './buyer';
import { paypalOrders } from './orders';
import { paypalPayments } from './payments';

/** The PayPal sandbox: OAuth, Orders v2 (create, get, capture, authorize), authorizations (get, capture), capture refunds, the JS SDK stand-in (what @paypal/paypal-js loads from its sdkBaseUrl) and its approval, the signed webhooks and their verify API. */
export async function paypalSandbox(app: FastifyInstance): Promise<void> {
  paypalOrders(app);
  paypalPayments(app);
  paypalBuyer(app);
}
