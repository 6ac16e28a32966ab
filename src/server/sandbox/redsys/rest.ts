import type { FastifyInstance } from 'fastify';
import { merchantKey } from '../../payments/providers/redsys';
import { signRedsysForm, verifyRedsysForm } from '../../payments/signatures/redsys';
import { fields } from '../common';
import { authorisationCode, cardsOnFile, orders, sandboxOf, upper } from './records';

/** trataPeticionREST: a card-on-file payment, a capture, a release and a refund, answered signed. */
export function redsysRest(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.post('/redsys/sis/rest/trataPeticionREST', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const key = merchantKey(configured);
    const verified = verifyRedsysForm(key, fields(request));
    if (!verified.ok) return { errorCode: 'SIS0042' };
    const parameters = upper(verified.parameters);
    const order = orders.get(verified.order);
    const type = parameters.DS_MERCHANT_TRANSACTIONTYPE;
    const amount = Number(parameters.DS_MERCHANT_AMOUNT);
    let response = '9999';
    const identifier = parameters.DS_MERCHANT_IDENTIFIER;
    if ((type === '0' || type === '1') && identifier) {
      // A merchant-initiated payment with a card on file: a new order, answered at once.
      const card = cardsOnFile.get(identifier);
      if (orders.has(verified.order)) return { errorCode: 'SIS0051' };
      if (!card || card.merchantCode !== (parameters.DS_MERCHANT_MERCHANTCODE ?? '')) return { errorCode: 'SIS0256' };
      // The schemes decline a stored-credential charge that does not name the card's first transaction.
      if (parameters.DS_MERCHANT_COF_TXNID !== card.firstTransaction) return { errorCode: 'SIS0613' };
      if (!(amount > 0)) return { errorCode: 'SIS0018' };
      orders.set(verified.order, { parameters, state: type === '1' ? 'authorized' : 'paid', amount });
      response = '0000';
    } else if (order && type === '2' && order.state === 'authorized' && amount > 0 && amount <= order.amount) {
      Object.assign(order, { state: 'paid', amount });
      response = '0900';
    } else if (order && type === '9' && order.state === 'authorized') {
      order.state = 'released';
      response = '0400';
    } else if (order && type === '3' && order.state === 'paid' && amount > 0 && amount <= order.amount - (order.refunded ?? 0)) {
      order.refunded = (order.refunded ?? 0) + amount;
      response = '0900';
    }
    return signRedsysForm(key, {
      Ds_Amount: String(amount),
      Ds_Order: verified.order,
      Ds_TransactionType: type ?? '',
      Ds_Response: response,
      // As the real SIS: an accepted operation (a refund too) answers its own authorisation code.
      Ds_AuthorisationCode: response === '9999' || response === '0400' ? '' : authorisationCode(),
      Ds_MerchantCode: parameters.DS_MERCHANT_MERCHANTCODE ?? '',
    });
  });
}
