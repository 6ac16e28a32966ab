import { describe, expect, it } from 'vitest';
import { renderNamedEnums } from './named-enums';

const contractWith = (schemas: Record<string, unknown>) => ({ components: { schemas } });

describe('the named enums codegen', () => {
  it("writes each numeric enum that names its values as a const object and its type, so a new provider's type comes from the contract", () => {
    const source = renderNamedEnums(
      contractWith({
        PaymentMethodType: { type: 'integer', description: 'Kind of payment method.', enum: [1, 18, 21], 'x-enum-varnames': ['Redsys', 'Transbank', 'Adyen'] },
        Gender: { type: 'string', enum: ['Male', 'Female'] },
      }),
      '// header\n',
    );
    expect(source).toBe(
      `// header

/** Kind of payment method. */
export const PaymentMethodType = {
  Redsys: 1,
  Transbank: 18,
  Adyen: 21,
} as const;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];
`,
    );
  });

  it('refuses names that do not match the values one to one', () => {
    expect(() => renderNamedEnums(contractWith({ Team: { enum: [-1, 0, 1], 'x-enum-varnames': ['NotSet', 'Team1'] } }), '')).toThrow(/Team's x-enum-varnames/);
    expect(() => renderNamedEnums(contractWith({ Team: { enum: [0], 'x-enum-varnames': ['not a name'] } }), '')).toThrow(/Team/);
  });
});
