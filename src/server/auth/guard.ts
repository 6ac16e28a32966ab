import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ContractOperation, CustomerScope } from '../contract/contract';
import { HttpError } from '../http/errors';
import { message } from '../i18n/messages';
import { addableCustomers } from '../repositories/customer-search';

/** Whether the operation has anything to enforce: a public operation without login nor customer scope has not. */
export function needsGuard(operation: ContractOperation): boolean {
  return !operation.isPublic || operation.requiresLogin || operation.customerScope !== undefined;
}

/** Enforces the operation's security and customer scope, both declared in the contract. */
export function createGuard(operation: ContractOperation): preHandlerAsyncHookHandler {
  const scope = operation.customerScope;
  return async (request) => {
    if (request.tokenRejected && !operation.isPublic) {
      throw new HttpError(401, message('auth.tokenRejected'));
    }
    const scopedId = scope ? readScopedId(request, scope) : undefined;
    const anonymous = scope !== undefined && (scopedId === null || (typeof scopedId === 'number' && (scope.allowAnonymous ?? []).includes(scopedId)));
    if ((operation.requiresLogin || (scope && !anonymous)) && !request.customer) {
      throw new HttpError(401, message('auth.loginRequired'));
    }
    if (!scope || anonymous) return;
    if (typeof scopedId !== 'number') throw new HttpError(400, message('auth.scopeNotCustomer', { field: `${scope.in}/${scope.name}` }));
    const { customerId, actorId } = request.customer!;
    // A parent acting as a child keeps access to the whole family: its own data and its children's.
    if (scopedId === customerId || scopedId === actorId) return;
    if (await request.server.customers.isChildOf(scopedId, actorId)) return;
    if (scope.allowFoundByCaller && (await addableCustomers(request.server.db, actorId, [scopedId], request.server.clock.now())).has(scopedId)) return;
    throw new HttpError(403, message('auth.notYourCustomer', { id: scopedId }));
  };
}

/** The scoped id; null when absent and the contract lets it be absent (served anonymously); undefined when unusable. */
function readScopedId(request: FastifyRequest, scope: CustomerScope): number | null | undefined {
  const source = scope.in === 'path' ? request.params : scope.in === 'query' ? request.query : request.body;
  const value = scope.name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], source);
  if (value === undefined || value === null) return (scope.allowAnonymous?.length ?? 0) > 0 ? null : undefined;
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}
