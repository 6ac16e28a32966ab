import { describe, expect, it } from 'vitest';
import { anchorRefs, listOperations, loadContract } from './contract';
import { createResponseValidator } from './validators';

const contract = loadContract();
const ajv = createResponseValidator(contract);

function answerSchema(operationId: string): object {
  const operation = listOperations(contract).find((each) => each.operationId === operationId);
  const schema = operation?.responses['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON answer`);
  return anchorRefs(schema);
}

describe('the answer check of the tests', () => {
  const legalSettings = ajv.compile(answerSchema('getLegalSettings'));
  const customerVouchers = ajv.compile(answerSchema('getCustomerVouchers'));

  it('accepts an answer with the properties the contract declares, the envelope and its data together', () => {
    expect(legalSettings({ ok: true, data: { generalConditions: '<p>a</p>', waiver: null, privacyPolicyFull: '', cookiesPolicy: '' } })).toBe(true);
  });

  it('refuses a property the contract does not declare, in the data and in the envelope', () => {
    expect(legalSettings({ ok: true, data: { waiverText: '<p>a</p>' } })).toBe(false);
    expect(ajv.errorsText(legalSettings.errors)).toContain('must NOT have unevaluated properties');
    expect(legalSettings({ ok: true, data: {}, extra: 1 })).toBe(false);
  });

  it('refuses an undeclared property deep inside a list of a referenced schema', () => {
    expect(customerVouchers({ ok: true, model: [{ id: 1, movements: [{ amount: 100 }] }] })).toBe(true);
    expect(customerVouchers({ ok: true, model: [{ id: 1, movements: [{ amount: 100, amountCents: 1 }] }] })).toBe(false);
  });
});
