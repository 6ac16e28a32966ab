import type { ApiClient } from '../../api/client';
import type { CheckoutRequest } from './checkout-bodies';

/** Sends the checkout (a customer's or a visitor's); a retry carries the same cart guid, so the server makes one sale. */
export function sendCheckout(client: ApiClient, request: CheckoutRequest) {
  return request.path === '/api/shop/checkout-customer' ? client.POST(request.path, { body: request.body }) : client.POST(request.path, { body: request.body });
}
