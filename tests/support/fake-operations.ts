// Test support: a fake club server's answers by operation, typed by the contract and checked against it, so a portal
// test cannot feed a widget an answer the real server could not give (a renamed property, a missing one, ok as text).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { operations } from '../../src/generated/api';
import { operations as operationIndex, type OperationId } from '../../src/generated/operations';
import { closedAnswerComponents, closedAnswerSchema } from '../../src/server/contract/closed-answers';

/** What the fake server was asked. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** An operation's JSON answer with status 200, as the contract types it. */
export type OperationAnswer<Id extends OperationId> = operations[Id] extends { responses: { 200: infer R } } ? JsonOf<R> : never;

type Answered<Id extends OperationId> = OperationAnswer<Id> | Response;

/** The fake's answer to an operation: its 200 answer, a ready Response (another status or type), or a function of the request. */
type FakeOperation<Id extends OperationId> = Answered<Id> | ((request: FakeRequest) => Answered<Id> | Promise<Answered<Id>>);

/** A fake club server by OperationId (e.g. `getCustomerLevels`); the path parameters match any value. */
export type FakeOperations = { [Id in OperationId]?: FakeOperation<Id> };

const CONTRACT_ID = 'https://club-portal.local/fake-operations';

type Validate = ((answer: unknown) => boolean) & { errors?: unknown };
let ajv: InstanceType<typeof Ajv2020> | undefined;
const validators = new Map<OperationId, Validate>();

/** The contract's 200 answer schema of an operation, closed as the server's conformance check closes it. */
function validatorOf(id: OperationId): Validate {
  const known = validators.get(id);
  if (known) return known;
  const contract = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/generated/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    components: Record<string, unknown>;
  };
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, logger: false, validateFormats: true });
    addFormats(ajv);
    ajv.addSchema({ $id: CONTRACT_ID, components: closedAnswerComponents(contract.components) });
  }
  const { method, path } = operationIndex[id];
  const schema = contract.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema ?? {};
  const anchored = JSON.parse(JSON.stringify(closedAnswerSchema(schema)).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`)) as object;
  const validate = ajv.compile(anchored) as Validate;
  validators.set(id, validate);
  return validate;
}

/** What is wrong with a fake answer by the contract (each problem with its JSON path), or null when it conforms. */
export function conformanceProblem(id: OperationId, answer: unknown): string | null {
  const validate = validatorOf(id);
  if (validate(answer)) return null;
  const errors = (validate.errors ?? []) as Array<{ instancePath: string; message?: string; params?: { unevaluatedProperty?: string } }>;
  // An undeclared property is named, not only the object that has it.
  const problems = errors.map(
    ({ instancePath, message, params }) => `answer${instancePath} ${message ?? ''}${params?.unevaluatedProperty ? ` "${params.unevaluatedProperty}"` : ''}`,
  );
  return `the fake answer of ${id} does not match the contract: ${problems.join(', ')}`;
}

const templateOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

const parametersOf = (path: string) => path.split('{').length - 1;

/**
 * The faked operation that takes a request, as the server routes it: a literal segment wins over a parameter
 * (GET /api/publicactivities/5/categories is listActivityCategories, not getActivityForCustomer's {id}/{customerId}).
 */
function operationOf(fakes: FakeOperations, request: FakeRequest): OperationId | undefined {
  const taking = (Object.keys(fakes) as OperationId[]).filter((id) => {
    const { method, path } = operationIndex[id];
    return method === request.method && templateOf(path).test(request.path);
  });
  return taking.sort((a, b) => parametersOf(operationIndex[a].path) - parametersOf(operationIndex[b].path))[0];
}

/** The fake's answer to a request, or undefined when no faked operation takes it. */
export async function answerOperation(fakes: FakeOperations, request: FakeRequest): Promise<Response | undefined> {
  const id = operationOf(fakes, request);
  if (id === undefined) return undefined;
  const fake = fakes[id] as FakeOperation<OperationId>;
  const answer = typeof fake === 'function' ? await fake(request) : fake;
  // A fixed Response answers every call: each gets its own copy, as a body is read once.
  if (answer instanceof Response) return fake === answer ? answer.clone() : answer;
  // Inside fetch a throw would reach the test as the client's Crash: the soft expectation fails the test itself.
  const problem = conformanceProblem(id, answer);
  expect.soft(problem).toBeNull();
  return problem ? Response.json({ ok: false, errorMsg: problem }, { status: 500 }) : Response.json(answer);
}

/** Checks every fixed answer when the fake is made, so a test fails at its set-up, naming the operation. */
export function checkedOperations(fakes: FakeOperations): FakeOperations {
  for (const [id, fake] of Object.entries(fakes) as Array<[OperationId, FakeOperation<OperationId>]>) {
    const problem = typeof fake === 'function' || fake instanceof Response ? null : conformanceProblem(id, fake);
    if (problem) throw new Error(problem);
  }
  return fakes;
}
