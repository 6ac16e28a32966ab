import { describe, expect, it } from 'vitest';
import contract from '../generated/openapi.json';
import { contractRulesFor, FORM_OPERATIONS, rulesFromContract } from './contract-rules';
import { validateField } from './validation';

describe('contract rules', () => {
  it("reads the registration's limits and the e-mail format from the contract", () => {
    const rules = rulesFromContract(contract as never, FORM_OPERATIONS.register!);
    expect(rules.email).toContainEqual({ rule: 'email' });
    expect(rules.name).toContainEqual({ rule: 'maxLength', value: expect.any(Number) });
    // What the server would refuse, the form now refuses before sending, in the user's words.
    const nameLimit = rules.name!.find((rule) => rule.rule === 'maxLength') as { value: number };
    expect(validateField('x'.repeat(nameLimit.value + 1), rules.name)).toEqual([{ key: 'validation.maxLength', args: { max: nameLimit.value } }]);
    expect(validateField('x'.repeat(nameLimit.value), rules.name)).toEqual([]);
    expect(validateField('ana@', rules.email)).toEqual([{ key: 'validation.email' }]);
    expect(validateField('ana@demo.club', rules.email)).toEqual([]);
  });

  it('follows $ref, allOf and the non-null branch of anyOf', () => {
    const rules = rulesFromContract(
      {
        paths: { '/api/x': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } } } } } },
        components: {
          schemas: {
            Body: {
              properties: {
                phone: { allOf: [{ $ref: '#/components/schemas/Phone' }], minLength: 1 },
                mail: { anyOf: [{ type: 'string', format: 'email', maxLength: 9 }, { type: 'null' }] },
              },
            },
            Phone: { type: 'string', maxLength: 20, minLength: 3 },
          },
        },
      },
      { method: 'post', path: '/api/x' },
    );
    expect(rules.phone).toEqual([
      { rule: 'minLength', value: 3 },
      { rule: 'maxLength', value: 20 },
    ]);
    expect(rules.mail).toEqual([{ rule: 'maxLength', value: 9 }, { rule: 'email' }]);
  });

  it('checks nothing more for an action without an operation', async () => {
    expect(await contractRulesFor('noSuchAction')).toEqual({});
    expect((await contractRulesFor('login')).email?.length).toBeGreaterThan(0);
  });
});

describe('a field that may also be left empty', () => {
  it('checks a filled value against the non-empty branch only (OptionalEmailAddress: an e-mail, or empty)', () => {
    const contract = {
      paths: {
        '/api/x': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email2: { $ref: '#/components/schemas/Optional' } } } } } } } },
      },
      components: {
        schemas: {
          Email: { type: 'string', format: 'email', maxLength: 100 },
          Optional: { anyOf: [{ $ref: '#/components/schemas/Email' }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
        },
      },
    };
    const rules = rulesFromContract(contract as never, { path: '/api/x', method: 'post' } as never);
    expect(rules.email2).toEqual(expect.arrayContaining([{ rule: 'maxLength', value: 100 }]));
    expect(rules.email2).not.toEqual(expect.arrayContaining([{ rule: 'maxLength', value: 0 }]));
  });
});
