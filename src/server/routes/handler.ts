import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../generated/api';
import type { OperationId } from '../../generated/operations';
import type { AccessClaims } from '../auth/tokens';

// The `?` makes an all-optional part (e.g. a query of optional filters) infer too.
type Part<Op, Key extends string> = Op extends { parameters: infer P }
  ? P extends { [K in Key]?: infer V }
    ? V extends undefined
      ? Record<string, never>
      : NonNullable<V>
    : never
  : never;
type JsonBody<Op> = Op extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer J } } ? J : unknown) : undefined;
type Success<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: infer C } }
    ? C extends { 'application/json': infer J }
      ? J
      : Buffer | string
    : unknown
  : unknown;

export interface HandlerInput<Id extends OperationId = OperationId> {
  params: Part<operations[Id], 'path'>;
  query: Part<operations[Id], 'query'>;
  body: JsonBody<operations[Id]>;
  /** The verified caller; the guard has already checked any customer scope of the operation. */
  customer: AccessClaims | null;
}

/** Returns the 200 answer; refusals throw HttpError (or set reply.code and return an error envelope). */
type OperationHandler<Id extends OperationId> = (
  input: HandlerInput<Id>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Success<operations[Id]> | { ok: false; errorMsg: string }>;

export type HandlerMap = { [Id in OperationId]?: OperationHandler<Id> };

/** Identity function that gives each area's handler map its types. */
export const defineHandlers = <M extends HandlerMap>(handlers: M): M => handlers;
