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
      ? AsServed<J>
      : Buffer | string
    : unknown
  : unknown;
/**
 * The contract splits the standard envelope into its success (`ok: true`) and its refusal (`ok: false`) so the
 * portal narrows on `ok`; a handler builds both from one place (`ok: result.ok`), so it may answer `ok: boolean`.
 */
type AsServed<J> = J extends { ok: boolean } ? Omit<J, 'ok'> & { ok: boolean } : J;

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

/** Values that have no properties of their own to compare: leaves of an answer. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Uint8Array | NodeJS.ReadableStream;
type ObjectsOf<T> = T extends Leaf | readonly unknown[] ? never : T extends object ? T : never;
type ItemsOf<T> = T extends readonly (infer Item)[] ? Item : never;
type KeysOf<T> = T extends unknown ? keyof T : never;
type PropertyOf<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * The dotted paths of the properties `Actual` has and `Expected` does not declare ('data.waiver'); never when there
 * are none. tsc checks a handler's answer only for assignability, where an object with an extra (or renamed, when
 * every property is optional) property still fits: this names what the contract does not have.
 */
export type ExcessPaths<Actual, Expected, Prefix extends string = ''> = unknown extends Expected
  ? never
  : Actual extends Leaf
    ? never
    : Actual extends readonly unknown[]
      ? ExcessPaths<ItemsOf<Actual>, ItemsOf<Expected>, `${Prefix}[].`>
      : Actual extends object
        ? {
            [K in keyof Actual & string]: K extends KeysOf<ObjectsOf<Expected>> ? ExcessPaths<Actual[K], PropertyOf<ObjectsOf<Expected>, K>, `${Prefix}${K}.`> : `${Prefix}${K}`;
          }[keyof Actual & string]
        : never;

type Answer<Id extends OperationId> = Success<operations[Id]> | { ok: false; errorMsg: string };

/** Each handler as it is, or (when its answer has properties the contract does not declare) a type naming them. */
type ExactHandlers<M> = {
  [Id in keyof M]: Id extends OperationId
    ? M[Id] extends (...args: never[]) => Promise<infer Returned>
      ? [ExcessPaths<Returned, Answer<Id>>] extends [never]
        ? M[Id]
        : { answerPropertiesTheContractDoesNotDeclare: ExcessPaths<Returned, Answer<Id>> }
      : M[Id]
    : M[Id];
};

/**
 * Identity function that gives each area's handler map its types, and refuses (tsc) an answer with a property its
 * operation's answer does not declare: the error names the handler and the property's path.
 */
export const defineHandlers = <M extends HandlerMap & ExactHandlers<M>>(handlers: M): M => handlers;
