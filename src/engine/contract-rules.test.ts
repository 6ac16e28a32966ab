import { describe, expect, it, vi } from 'vitest';
import contract from '../generated/openapi.json';
import changePasswordForm from '../../manifest/forms/change-password.json';
import { manifestFiles, readManifest } from '../../manifest/manifest-files';
import type { FormFile } from '../generated/schemas/manifest';
import { parseGridStatus, type GridColumns } from '../server/grid-status/grid-status';
import { contractConstraints, contractRulesFor, CUSTOMER_SEARCH, FORM_OPERATIONS, gridFilterValueMaxLength, rulesFromContract, SEARCH_MAX_LENGTH } from './contract-rules';
import { validateField, type CheckRule } from './validation';

// The server's refusals read its locale files, which a portal test cannot: the refusal's key and arguments are enough here.
vi.mock('../server/http/errors', () => ({ badRequest: (key: string, args?: object) => Object.assign(new Error(key), { args }) }));

const maxLengthOf = (rules: readonly CheckRule[] | undefined) => (rules?.find((rule) => rule.rule === 'maxLength') as { value: number } | undefined)?.value;

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
    const sample = {
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
    };
    const operation = { method: 'post', path: '/api/x' } as const;
    expect(contractConstraints(sample, operation).phone).toEqual({ minLength: 3, maxLength: 20 });
    const rules = rulesFromContract(sample, operation);
    // The minimum is the form's own rule; the contract adds the longest length and the format.
    expect(rules.phone).toEqual([{ rule: 'maxLength', value: 20 }]);
    expect(rules.mail).toEqual([{ rule: 'maxLength', value: 9 }, { rule: 'email' }]);
  });

  it('checks nothing more for an action without an operation', async () => {
    expect(await contractRulesFor('noSuchAction')).toEqual({});
    expect((await contractRulesFor('login')).email?.length).toBeGreaterThan(0);
  });

  it("checks the password forms' fields under the body properties their actions send them as", async () => {
    const change = await contractRulesFor('changePassword');
    const reset = await contractRulesFor('resetPassword');
    const newPassword = (contract as never as { components: { schemas: { NewPassword: { maxLength: number } } } }).components.schemas.NewPassword.maxLength;
    expect(maxLengthOf(change.newPassword)).toBe(newPassword);
    expect(maxLengthOf(change.currentPassword)).toEqual(expect.any(Number));
    expect(maxLengthOf(reset.newPassword)).toBe(newPassword);
    // The body's own names (and the customer id no form field holds) are no form fields.
    expect(Object.keys(change)).not.toContain('plainNewPass');
    expect(Object.keys(reset)).not.toContain('plainPassword');
    // Every mapped field is a field of the form that sends to the action.
    expect(changePasswordForm.fields.map((field) => field.name)).toEqual(expect.arrayContaining(Object.keys(FORM_OPERATIONS.changePassword!.fields!)));
    expect(validateField('x'.repeat(newPassword + 1), change.newPassword)).toEqual([{ key: 'validation.maxLength', args: { max: newPassword } }]);
  });

  it("leaves the contract's minimum lengths to the forms, which state each of them", () => {
    // Which form sends to which action: the pages' form nodes, and the sign-in popup's three forms.
    const sent: [form: string, action: string][] = [
      ['login', 'login'],
      ['reset-password-request', 'requestPasswordReset'],
      ['register', 'register'],
    ];
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === 'object' && node !== null) {
        const { type, form, submit } = node as Record<string, unknown>;
        if (type === 'form' && typeof form === 'string' && typeof submit === 'string') sent.push([form, submit]);
        Object.values(node).forEach(collect);
      }
    };
    manifestFiles.filter((file) => !file.startsWith('forms/')).forEach((file) => collect(readManifest(file)));
    const unstated = sent.flatMap(([formName, action]) => {
      const operation = FORM_OPERATIONS[action];
      if (!operation) return [];
      const form = readManifest<FormFile>(`forms/${formName}.json`);
      return Object.entries(contractConstraints(contract as never, operation)).flatMap(([field, { minLength }]) => {
        const own = form.fields.find((candidate) => candidate.name === field)?.rules ?? [];
        const stated = own.some((rule) => rule.rule === 'minLength' && (rule as { value: number }).value >= (minLength ?? 0));
        return minLength === undefined || minLength <= 1 || stated ? [] : [`${formName}.${field} (${action}): minLength ${minLength}`];
      });
    });
    expect(sent.map(([, action]) => action)).toEqual(expect.arrayContaining(['changePassword', 'resetPassword', 'linkAccount', 'register']));
    expect(unstated).toEqual([]);
  });

  it('checks the account-link form as the sign-in it is', async () => {
    expect(await contractRulesFor('linkAccount')).toEqual(await contractRulesFor('login'));
    expect(maxLengthOf((await contractRulesFor('linkAccount')).password)).toEqual(expect.any(Number));
  });
});

describe('search boxes', () => {
  it("cut the add-player search at the contract's length for searchCustomers", () => {
    expect(maxLengthOf(rulesFromContract(contract as never, CUSTOMER_SEARCH).search)).toBe(SEARCH_MAX_LENGTH.customers);
  });

  it('cut the shop and blog searches where a gridStatus filter value is refused', () => {
    const limit = SEARCH_MAX_LENGTH.gridFilter;
    // The contract's GridFilter.value, where it states a length, is the source; it must not say otherwise.
    expect([undefined, limit]).toContain(gridFilterValueMaxLength(contract as never));
    // The server's grid parser takes a text of that length and refuses a longer one.
    const columns: GridColumns = { filters: { Name: { kind: 'text', operators: ['contains'] } }, sorts: [] };
    const status = (value: string) => JSON.stringify({ filters: [{ field: 'Name', operator: 'contains', value }] });
    expect(parseGridStatus(status('x'.repeat(limit)), columns).filters[0]?.value).toHaveLength(limit);
    expect(() => parseGridStatus(status('x'.repeat(limit + 1)), columns)).toThrow(
      expect.objectContaining({ message: 'gridStatus.valueTooLong', args: expect.objectContaining({ max: limit }) }),
    );
  });

  it("reads a filter value's length from a contract that states one", () => {
    expect(gridFilterValueMaxLength({ components: { schemas: { GridFilter: { properties: { value: { type: ['string', 'null'], maxLength: 50 } } } } } })).toBe(50);
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
