type EnumSchema = { description?: string; enum?: unknown[]; 'x-enum-varnames'?: unknown[] };

/**
 * src/generated/enums.ts: each of the contract's numeric enums that names its values (`x-enum-varnames`) as a
 * const object and its type, so code reads `PaymentMethodType.Transbank`, never 18, and a value added to the
 * contract reaches the server and the portal by `npm run codegen` alone.
 */
export function renderNamedEnums(contract: Record<string, unknown>, header: string): string {
  const schemas = ((contract.components as { schemas?: Record<string, EnumSchema> } | undefined)?.schemas ?? {}) as Record<string, EnumSchema>;
  const blocks: string[] = [];
  for (const [name, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const names = schema['x-enum-varnames'];
    const values = schema.enum;
    if (!names || !values) continue;
    if (names.length !== values.length || !values.every((value) => typeof value === 'number') || !names.every((key) => typeof key === 'string' && /^[A-Za-z_]\w*$/.test(key))) {
      throw new Error(`openapi: ${name}'s x-enum-varnames must name each of its numeric values once`);
    }
    const entries = names.map((key, index) => `  ${String(key)}: ${String(values[index])},`).join('\n');
    const comment = schema.description ? `/** ${schema.description} */\n` : '';
    blocks.push(`${comment}export const ${name} = {\n${entries}\n} as const;\nexport type ${name} = (typeof ${name})[keyof typeof ${name}];\n`);
  }
  return header + '\n' + blocks.join('\n');
}
