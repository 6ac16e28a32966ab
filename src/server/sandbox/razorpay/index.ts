import type { FastifyInstance } from 'fastify';
import { razorpayAccess } from './access';
import { razorpayApi } from './api';
import { razorpaySheet } from './sheet';

/**
 * The Razorpay sandbox: Orders and Payments API (with capture), the Checkout stand-in, signed handler data and
 * webhooks. As a Razorpay account does, it only authorizes an approved payment (payment.authorized), which the
 * merchant must capture, unless the method says the account captures by itself (`autoCapture`).
 */
export async function razorpaySandbox(app: FastifyInstance): Promise<void> {
  const access = razorpayAccess(app);
  razorpayApi(app, access);
  razorpaySheet(app, access);
}
