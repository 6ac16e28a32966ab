import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { anchorRefs, listOperations, loadContract } from '../contract/contract';
import { createResponseValidator } from '../contract/validators';
import type { OperationId } from '../../generated/operations';

const contract = loadContract();
const operations = new Map(listOperations(contract).map((operation) => [operation.operationId, operation]));
const ajv = createResponseValidator(contract);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** Asserts that an answer has a status the contract lists for the operation and a body its schema accepts. */
export function expectConformingAnswer(operationId: OperationId, response: LightMyRequestResponse): void {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const status = String(response.statusCode);
  const declared = operation.responses[status] ?? operation.responses.default;
  expect(declared, `${operationId} answered ${status}, which the contract does not list: ${response.body.slice(0, 300)}`).toBeDefined();
  const media = Object.entries(declared?.content ?? {});
  const json = media.find(([type]) => type.includes('json'));
  if (!json) {
    if (media.length > 0) expect(response.headers['content-type']).toContain(media[0]![0]);
    return;
  }
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(anchorRefs(json[1].schema ?? {}));
    compiled.set(key, validate);
  }
  const body: unknown = response.json();
  const valid = validate(body);
  expect(valid, `${key} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`).toBe(true);
}
