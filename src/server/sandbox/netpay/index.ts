import type { FastifyInstance } from 'fastify';
import { netpayBrowser } from './browser';
import { netpayCharges } from './charges';

/** The NetPay sandbox: the JS tokenizer stand-in, charges, the 3-D Secure page and transactions. */
export async function netpaySandbox(app: FastifyInstance): Promise<void> {
  netpayBrowser(app);
  netpayCharges(app);
}
