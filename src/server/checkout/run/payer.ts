import { Refusal } from '../../http/refusal';
import { emailTaken } from '../../repositories/identity';
import { insertCustomer } from '../../repositories/customers';
import { createOneTimeToken } from '../../repositories/one-time-tokens';
import type { CheckoutDone, CheckoutStep } from './types';

/** Step 1: who pays — the customer, or the visitor registering now (with the token of their activation mail). */
export async function payer({ trx, input, deps }: CheckoutStep): Promise<{ customerId: number; registered: CheckoutDone['registered'] }> {
  if (input.saleItems.length === 0 && input.saleIds.length === 0) throw new Refusal('shop.emptyCart');
  if (input.acceptConditions === false) throw new Refusal('shop.conditionsRequired');
  if (input.customerId !== null) return { customerId: input.customerId, registered: null };
  if (!input.visitor) throw new Refusal('shop.loginRequired');
  if (await emailTaken(trx, input.visitor.email, 0)) throw new Refusal('identity.emailTaken');
  const created = await insertCustomer(trx, { ...input.visitor, address: input.address ?? {} });
  return { customerId: created.id, registered: { ...created, activationToken: await createOneTimeToken(trx, created.id, 'activation', deps.now) } };
}
