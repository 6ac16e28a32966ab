import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PaymentType } from './enums';

const contract = JSON.parse(readFileSync(join(__dirname, '..', 'generated', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { enum?: number[]; 'x-enum-varnames'?: string[] }> };
};

describe('shared enums', () => {
  // The payment method types are generated from the contract (src/generated/enums.ts, codegen/named-enums.ts).
  it("hold exactly the contract's payment types", () => {
    const named = (schema: string) => {
      const { enum: values = [], 'x-enum-varnames': names = [] } = contract.components.schemas[schema] ?? {};
      return Object.fromEntries(names.map((name, index) => [name, values[index]]));
    };
    expect(PaymentType).toEqual(named('PaymentType'));
  });
});
