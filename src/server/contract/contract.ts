import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundled contract written by codegen: the single source of routes, validation and authorization. */
export interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown>; requestBodies?: Record<string, unknown>; responses?: Record<string, unknown> };
}

export interface CustomerScope {
  in: 'path' | 'body' | 'query';
  name: string;
  /** Ids that mean "nobody" (e.g. 0 for an anonymous training request, -1 for a generic price). */
  allowAnonymous?: number[];
  /** Also a customer the caller's look-up found lately (repositories/customer-search.ts), e.g. a player's price. */
  allowFoundByCaller?: boolean;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: ParameterObject[];
  jsonBody?: { schema: Record<string, unknown>; required: boolean };
  multipartBody: boolean;
  /** The schema of a multipart/form-data body (its text parts and files). */
  multipartSchema?: Record<string, unknown>;
  requiresLogin: boolean;
  /** Public operations ignore tokens; the others answer 401 to a token that is sent but not valid. */
  isPublic: boolean;
  customerScope?: CustomerScope;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export const CONTRACT_ID = 'contract.json';

export function loadContract(): Contract {
  const file = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Contract;
}

export function listOperations(contract: Contract): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...((raw.parameters ?? []) as unknown[])].map((p) => resolve<ParameterObject>(contract, p));
      const body = raw.requestBody ? resolve<{ required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> }>(contract, raw.requestBody) : undefined;
      const security = raw.security as Array<Record<string, unknown>> | undefined;
      const jsonSchema = body?.content?.['application/json']?.schema;
      operations.push({
        operationId: raw.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        parameters,
        jsonBody: jsonSchema ? { schema: jsonSchema, required: body?.required === true } : undefined,
        multipartBody: Boolean(body?.content?.['multipart/form-data']),
        multipartSchema: body?.content?.['multipart/form-data']?.schema,
        requiresLogin: Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
        isPublic: Array.isArray(security) && security.every((requirement) => Object.keys(requirement).length === 0),
        customerScope: raw['x-customer-scope'] as CustomerScope | undefined,
        responses: Object.fromEntries(
          Object.entries((raw.responses ?? {}) as Record<string, unknown>).map(([status, response]) => [status, resolve(contract, response)]),
        ) as ContractOperation['responses'],
      });
    }
  }
  return operations;
}

/** Follows a local `$ref` (e.g. #/components/parameters/X) to its object. */
export function resolve<T>(contract: Contract, node: unknown): T {
  let current = node as { $ref?: string };
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], contract) as { $ref?: string };
  }
  return current as T;
}

/** Local refs in a schema taken out of the contract must point into the registered contract schema. */
export function anchorRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`)) as T;
}

export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
