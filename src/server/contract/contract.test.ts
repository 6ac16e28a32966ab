import { describe, expect, it } from 'vitest';
import { loadContract, listOperations } from './contract';
import { readSpecCalls, normalizePath, SPEC_DIR } from './spec-calls';
import { existsSync } from 'node:fs';

const contract = loadContract();
const operations = listOperations(contract);

describe('the contract', () => {
  it('describes every /api call of the three spec documents', () => {
    // Never skipped: without the spec copy the contract's coverage is unknown, and that is a failure.
    expect(existsSync(SPEC_DIR), `the spec copy is missing at ${SPEC_DIR}`).toBe(true);
    const calls = readSpecCalls();
    expect(calls.length).toBeGreaterThan(100);
    const described = new Set(operations.map((op) => `${op.method} ${normalizePath(op.path)}`));
    const missing = calls.filter((call) => !described.has(`${call.method} ${call.path}`)).map((c) => `${c.method} ${c.path} (${c.source})`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId and one tag', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    const raw = Object.values(contract.paths).flatMap((item) => Object.values(item)) as Array<{ tags?: string[] }>;
    expect(raw.filter((op) => typeof op === 'object' && op && 'operationId' in op && op.tags?.length !== 1)).toEqual([]);
  });

  it('declares where the customer id is on every customer-scoped operation', () => {
    const scoped = operations.filter((op) => /\{customerId\}/.test(op.path));
    expect(scoped.length).toBeGreaterThan(10);
    expect(scoped.filter((op) => !op.customerScope).map((op) => op.operationId)).toEqual([]);
  });
});
