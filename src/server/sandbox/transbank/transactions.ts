import type { FastifyInstance } from 'fastify';
import { API, apiAllowed, error, TEST_CARDS, transactions, users, type Detail, type Transaction } from './records';

type DetailRequest = { commerce_code?: string; buy_order?: string; amount?: number; installments_number?: number };

/** A store's part of a charge: authorized unless the test card declines. */
function chargedDetail(detail: DetailRequest, declines: boolean): Detail {
  const authorized = !declines && Number(detail.amount) > 0;
  return {
    amount: Number(detail.amount),
    status: authorized ? 'AUTHORIZED' : 'FAILED',
    authorization_code: authorized ? '1213' : '000000',
    payment_type_code: 'VN',
    response_code: authorized ? 0 : -1,
    installments_number: detail.installments_number ?? 0,
    commerce_code: detail.commerce_code!,
    buy_order: detail.buy_order!,
    balance: authorized ? Number(detail.amount) : 0,
  };
}

/** Transactions: authorize with an inscribed card, read the status, refund a store's part. */
export function transbankTransactions(app: FastifyInstance): void {
  app.post(`${API}/transactions`, async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const body = (request.body ?? {}) as {
      username?: string;
      tbk_user?: string;
      buy_order?: string;
      details?: DetailRequest[];
    };
    const user = body.tbk_user ? users.get(body.tbk_user) : undefined;
    if (!user || user.username !== body.username) return error(reply, 422, 'Invalid tbk_user for username');
    if (!body.buy_order || transactions.has(body.buy_order)) return error(reply, 422, 'Invalid value for parameter: buy_order');
    if (!body.details?.length || body.details.some((detail) => !detail.commerce_code || !detail.buy_order || !Number.isInteger(detail.amount)))
      return error(reply, 422, 'Invalid value for parameter: details');
    const card = TEST_CARDS[user.card];
    const transaction: Transaction = {
      buy_order: body.buy_order,
      card_detail: { card_number: card.number.slice(-4) },
      accounting_date: app.payments.now().toISOString().slice(5, 10).replace('-', ''),
      transaction_date: app.payments.now().toISOString(),
      details: body.details.map((detail) => chargedDetail(detail, card.declines)),
    };
    transactions.set(transaction.buy_order, transaction);
    return transaction;
  });

  app.get<{ Params: { buyOrder: string } }>(`${API}/transactions/:buyOrder`, async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    return transactions.get(request.params.buyOrder) ?? error(reply, 404, 'Transaction not found');
  });

  /** A refund of a store's transaction: the whole amount at once reverses it; anything else nullifies part of it. */
  app.post<{ Params: { buyOrder: string } }>(`${API}/transactions/:buyOrder/refunds`, async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const body = (request.body ?? {}) as { commerce_code?: string; detail_buy_order?: string; amount?: number };
    const detail = transactions
      .get(request.params.buyOrder)
      ?.details.find((candidate) => candidate.commerce_code === body.commerce_code && candidate.buy_order === body.detail_buy_order);
    if (!detail || detail.status === 'FAILED') return error(reply, 404, 'Transaction not found');
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > detail.balance) return error(reply, 422, 'Invalid value for parameter: amount');
    if (detail.status === 'AUTHORIZED' && amount === detail.amount) {
      detail.status = 'REVERSED';
      detail.balance = 0;
      return { type: 'REVERSED' };
    }
    detail.balance -= amount;
    detail.status = detail.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    return {
      type: 'NULLIFIED',
      // Each nullification has an authorization code of its own.
      authorization_code: String(100000 + Math.floor(Math.random() * 899999)),
      authorization_date: app.payments.now().toISOString(),
      nullified_amount: amount,
      balance: detail.balance,
      response_code: 0,
    };
  });
}
