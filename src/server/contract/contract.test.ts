import { describe, expect, it } from 'vitest';
import { loadContract, listOperations } from './contract';
import { existsSync, readFileSync } from 'node:fs';
import { readSpecCalls, normalizePath, specCalls, SPEC_CALLS_FILE, SPEC_DIR } from './spec-calls';

const contract = loadContract();
const operations = listOperations(contract);

describe('the contract', () => {
  it('describes every /api call of the three spec documents', () => {
    // Never skipped: the committed copy of the calls stands in when the spec documents are not beside the clone.
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(100);
    const described = new Set(operations.map((op) => `${op.method} ${normalizePath(op.path)}`));
    const missing = calls.filter((call) => !described.has(`${call.method} ${call.path}`)).map((c) => `${c.method} ${c.path} (${c.source})`);
    expect(missing).toEqual([]);
  });

  it.runIf(existsSync(SPEC_DIR))('keeps the committed copy of the spec calls equal to the spec documents', () => {
    const committed = JSON.parse(readFileSync(SPEC_CALLS_FILE, 'utf8'));
    expect(committed, 'refresh it: npx tsx src/server/contract/spec-calls.ts --write').toEqual(readSpecCalls(SPEC_DIR));
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
