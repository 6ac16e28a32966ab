import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ContractOperation } from '../contract/contract';
import { HttpError } from '../http/errors';

/** Enforces the operation's security and customer scope, both declared in the contract. */
export function createGuard(operation: ContractOperation): preHandlerAsyncHookHandler {
  const scope = operation.customerScope;
  return async (request) => {
    const scopedId = scope ? readScopedId(request, scope) : undefined;
    const anonymousAllowed = scopedId !== undefined && (scope?.allowAnonymous ?? []).includes(scopedId);
    if ((operation.requiresLogin || (scope && !anonymousAllowed)) && !request.customer) {
      throw new HttpError(401, 'Login required: send a valid bearer token');
    }
    if (!scope || anonymousAllowed) return;
    if (scopedId === undefined) throw new HttpError(400, `${scope.in}/${scope.name} must be a customer id`);
    const customer = request.customer!;
    if (scopedId === customer.customerId) return;
    if (await request.server.customers.isChildOf(scopedId, customer.customerId)) return;
    throw new HttpError(403, `Customer ${scopedId} is not yours`);
  };
}

function readScopedId(request: FastifyRequest, scope: NonNullable<ContractOperation['customerScope']>): number | undefined {
  const source = (scope.in === 'path' ? request.params : scope.in === 'query' ? request.query : request.body) as Record<string, unknown> | null;
  const value = source?.[scope.name];
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}
