// The properties each operation's JSON request body declares, so a form sends only what its operation takes and a
// club's file cannot add a field its operation would not receive (src/manifest-overrides/form-bodies.ts).

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[]; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = { operationId?: string; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(contract: { components?: { schemas?: Record<string, Schema> } }, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) return resolve(contract, contract.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], depth + 1);
  return schema;
}

/** The body's properties: its own and those of every allOf part and anyOf/oneOf branch. */
function propertiesOf(contract: Parameters<typeof resolve>[0], schema: Schema | undefined, depth = 0): string[] {
  const own = resolve(contract, schema);
  if (depth > 20) return [];
  const parts = [...(own.allOf ?? []), ...(own.anyOf ?? []), ...(own.oneOf ?? [])].flatMap((part) => propertiesOf(contract, part, depth + 1));
  return [...Object.keys(own.properties ?? {}), ...parts];
}

export function renderOperationBodies(contract: Record<string, unknown>, header: string): string {
  const paths = (contract.paths ?? {}) as Record<string, Record<string, Operation>>;
  const rows: string[] = [];
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const body = operation?.requestBody?.content?.['application/json']?.schema;
      if (!operation?.operationId || !body) continue;
      const properties = [...new Set(propertiesOf(contract, body))].sort();
      rows.push(`  ${operation.operationId}: [${properties.map((property) => `'${property}'`).join(', ')}],`);
    }
  }
  rows.sort();
  return `${header}/** The properties each operation's JSON request body declares, by operationId. */\nexport const operationBodies: Readonly<Record<string, readonly string[]>> = {\n${rows.join('\n')}\n};\n`;
}
