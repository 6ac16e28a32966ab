import type { FastifyRequest } from 'fastify';
import { defineHandlers, type HandlerInput } from '../handler';
import { searchCatalogueLookup, type CatalogueLookup } from '../../repositories/lookup-lists';

type LookupOperation = 'lookupProducts' | 'lookupResources' | 'lookupBookingTypes';

/** One catalogue look-up (`POST public{controller}/list`): the search text in, a page of rows of id and name out. */
function lookup(controller: CatalogueLookup) {
  return async ({ body }: HandlerInput<LookupOperation>, request: FastifyRequest) => {
    const { rows, total } = await searchCatalogueLookup(request.server.db, controller, body.search, body.startRow ?? 0, body.endRow ?? 20);
    return { ok: true, rowData: rows, totalCount: total };
  };
}

/**
 * The look-up lists of dynamic-form Lookup fields beside the customers' one (`searchCustomers`): the club's
 * products, resources and booking types (doc 2 §7).
 */
export const lookupHandlers = defineHandlers({
  lookupProducts: lookup('products'),
  lookupResources: lookup('resources'),
  lookupBookingTypes: lookup('bookingtypes'),
});
