import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anchorRefs, toFastifyPath, type ContractOperation } from './contract';
import type { HandlerMap, HandlerInput } from '../routes/handler';
import { createGuard, needsGuard } from '../auth/guard';

/** Routes every contract operation; an operation without a handler answers 501 naming itself. */
export function registerContractRoutes(app: FastifyInstance, operations: ContractOperation[], handlers: HandlerMap): void {
  for (const operation of operations) {
    const handler = handlers[operation.operationId as keyof HandlerMap] as ((input: HandlerInput, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
    app.route({
      method: operation.method,
      url: toFastifyPath(operation.path),
      schema: routeSchema(operation),
      config: {
        operationId: operation.operationId,
      },
      // A public read with nothing to check has no guard: no promise per request for it.
      ...(needsGuard(operation) ? { preHandler: createGuard(operation) } : {}),
      handler: async (request, reply) => {
        if (!handler) {
          return reply
            .code(501)
            .send({ ok: false, errorMsg: request.t('errors.notImplemented', { operation: operation.operationId, method: operation.method, path: operation.path }) });
        }
        const input = { params: request.params, query: request.query, body: request.body, customer: request.customer } as HandlerInput;
        return handler(input, request, reply);
      },
    });
  }
}

function routeSchema(operation: ContractOperation): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  const params = objectSchema(operation.parameters.filter((p) => p.in === 'path'));
  const query = objectSchema(operation.parameters.filter((p) => p.in === 'query'));
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (operation.jsonBody) {
    const body = anchorRefs(operation.jsonBody.schema);
    schema.body = operation.jsonBody.required ? body : { anyOf: [body, { type: 'null' }] };
  }
  return schema;
}

function objectSchema(parameters: ContractOperation['parameters']): Record<string, unknown> | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, anchorRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}
