import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { pageWindow, parseGridStatus } from '../../grid-status/grid-status';
import { currentClub } from '../../repositories/club';
import { findOrders } from '../../repositories/orders';
import { SHOP_GRID, findPublishedProduct, listPopularProducts, listProductTypes, listShopPage, listTrendingProducts } from '../../repositories/products';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Spelled out: the generated input type of a query whose parameters are all optional comes out as `never`. */
interface ShopQuery {
  startRow?: number;
  endRow?: number;
  gridStatus?: string;
}

// The reference server has no customer-specific prices: a customer's shop is the visitors' shop.
async function shopPage(db: Kysely<DB>, query: ShopQuery) {
  const grid = parseGridStatus(query.gridStatus, SHOP_GRID);
  const page = pageWindow(query.startRow, query.endRow);
  const [{ rows, totalCount }, popular, productTypes] = await Promise.all([listShopPage(db, grid, page), listPopularProducts(db), listProductTypes(db)]);
  return { ok: true, data: rows, popular, productTypes, totalCount };
}

async function productPage(db: Kysely<DB>, id: number) {
  const product = await findPublishedProduct(db, id);
  if (!product) throw notFound('notFound.product', { id });
  return { ok: true, data: product, popular: await listPopularProducts(db, id) };
}

/**
 * A page of the shop as the bytes sent, kept per query until a product or a product type changes (a price,
 * a publication, a sale's stock; on any instance: src/server/cache/): a kept page is neither read nor serialized.
 */
async function sendShopPage(request: FastifyRequest, reply: FastifyReply, query: ShopQuery): Promise<never> {
  const key = JSON.stringify([query.startRow ?? null, query.endRow ?? null, query.gridStatus ?? null]);
  const body = await request.server.clubReads.shopAnswer(key, async () => Buffer.from(JSON.stringify(await shopPage(request.server.db, query))));
  reply.type('application/json; charset=utf-8');
  return reply.send(body) as never;
}

export const handlers = defineHandlers({
  async listProducts({ query }, request, reply) {
    return sendShopPage(request, reply, query);
  },

  async listProductsByCustomer({ query }, request, reply) {
    return sendShopPage(request, reply, query);
  },

  async getProduct({ params }, request) {
    return productPage(request.server.db, params.id);
  },

  async getProductForCustomer({ params }, request) {
    return productPage(request.server.db, params.id);
  },

  async listPopularProducts(_input, request) {
    return { ok: true, data: await listPopularProducts(request.server.db) };
  },

  async listTrendingProducts(_input, request) {
    return { ok: true, data: await listTrendingProducts(request.server.db) };
  },

  async getCustomerOrders({ params }, request) {
    const { db } = request.server;
    const club = await currentClub(db);
    return { ok: true, model: await findOrders(db, params.customerId, { withTaxes: club.price_with_taxes }) };
  },

  async getCustomerOrder({ params }, request) {
    const { db } = request.server;
    const club = await currentClub(db);
    const [order] = await findOrders(db, params.customerId, { withTaxes: club.price_with_taxes }, params.saleId);
    if (!order) throw notFound('notFound.order', { id: params.saleId });
    return { ok: true, model: order };
  },
});
