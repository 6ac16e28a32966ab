// The portal tests' fake server answers by operation: typed by the contract (a misspelt property fails tsc, the
// `@ts-expect-error` lines below) and checked against it when the test runs (a wrong type, an undeclared property).
import { describe, expect, it } from 'vitest';
import { answerOperation, checkedOperations, conformanceProblem, type FakeRequest, type OperationAnswer } from '../../tests/support/fake-operations';
import { createTestRoot } from '../../tests/support/test-root';

const request = (method: string, path: string): FakeRequest => ({ method, path, query: new URLSearchParams(), body: undefined, headers: new Headers() });
type SportLevels = NonNullable<OperationAnswer<'getCustomerLevels'>['model']>;
const levels = [{ sport: 2, provider: 'wpr', levels: [{ date: '2024-03-05T19:00:00Z', modification: 0.15, newLevel: 3.15 }] }] satisfies SportLevels;

describe('fake answers by operation', () => {
  it("answer the operation's path whatever its parameters, as the contract's answer", async () => {
    const fakes = checkedOperations({ getCustomerLevels: { ok: true, model: levels } });
    const answer = await answerOperation(fakes, request('GET', '/api/publicbookings/levels/7'));
    expect(await answer?.json()).toEqual({ ok: true, model: levels });
    expect(await answerOperation(fakes, request('GET', '/api/publicbookings/levels/7/provider/wpr/link'))).toBeUndefined();
    expect(await answerOperation(fakes, request('POST', '/api/publicbookings/levels/7'))).toBeUndefined();
  });

  it('refuse, naming the operation and the JSON path, an answer the server could not give', () => {
    expect(conformanceProblem('getCustomerLevels', { ok: true, model: levels })).toBeNull();
    expect(conformanceProblem('getCustomerLevels', { ok: 'yes', model: levels })).toContain('answer/ok');
    expect(conformanceProblem('getCustomerLevels', { ok: true, model: [{ ...levels[0], sports: 2 }] })).toMatch(/getCustomerLevels.*answer\/model\/0/);
    // @ts-expect-error ok is a boolean in the contract
    expect(() => checkedOperations({ getCustomerLevels: { ok: 'yes', model: levels } })).toThrow('the fake answer of getCustomerLevels does not match the contract');
    // @ts-expect-error a misspelt property of the answer
    expect(() => checkedOperations({ getCustomerLevels: { ok: true, modle: levels } })).toThrow('getCustomerLevels');
  });

  it('take a request as the server routes it: a literal segment wins over a parameter, whatever order the fakes have', async () => {
    const fakes = checkedOperations({
      getActivityForCustomer: { ok: true, model: { id: 5, name: 'Open Day' }, hasCustomSignUp: false, alreadyIn: false },
      listActivityCategories: { ok: true, model: [{ id: 3, name: 'Beginners' }] },
    });
    expect(await (await answerOperation(fakes, request('GET', '/api/publicactivities/5/categories')))?.json()).toEqual({ ok: true, model: [{ id: 3, name: 'Beginners' }] });
    expect(await (await answerOperation(fakes, request('GET', '/api/publicactivities/5/7')))?.json()).toMatchObject({ model: { name: 'Open Day' } });
  });

  it('answer every call with a fixed raw Response, each its own copy', async () => {
    const fakes = checkedOperations({ getCustomerCardTokens: Response.json([{ id: 3 }]) });
    for (const _call of [1, 2]) expect(await (await answerOperation(fakes, request('GET', '/api/publicpaymentmethods/token-list/7')))?.json()).toEqual([{ id: 3 }]);
  });

  it('have no raw "METHOD /path" routes: a portal test fakes the server by operation only', () => {
    // @ts-expect-error the untyped routes option is gone
    createTestRoot({ routes: { 'GET /api/publicbookings/levels/7': { ok: true } } });
  });

  it('fail a test whose fixture renames a property of the answer, when the fake server is made', () => {
    // @ts-expect-error sportId is not a property of the contract's levels (it calls it sport)
    const renamed = () => createTestRoot({ operations: { getCustomerLevels: { ok: true, model: [{ sportId: 2, provider: 'wpr', levels: [] }] } } });
    expect(renamed).toThrow(/getCustomerLevels.*answer\/model\/0.*"sportId"/);
  });
});
