type Schema = Record<string, unknown>;

const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema keywords whose value is one schema, and those whose value is a map of schemas. */
const SCHEMA_VALUED = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'unevaluatedItems'] as const;
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;

/**
 * A copy of an answer's schema in which every object refuses a property its schema does not declare
 * (`unevaluatedProperties: false`), for checking answers in tests: the contract leaves `additionalProperties`
 * open, so an answer with an extra or misspelt property would pass. The branches of an `allOf` stay open (their
 * siblings declare the rest: the envelope and its `data`), and so does a component where it is defined; it is
 * closed where it is used, by a `$ref` that is not such a branch. A schema that says what to do with other
 * properties keeps its own rule.
 */
export function closedAnswerSchema(schema: unknown, inAllOf = false): unknown {
  if (!isRecord(schema)) return schema;
  const result: Schema = { ...schema };
  for (const key of SCHEMA_VALUED) if (isRecord(result[key])) result[key] = closedAnswerSchema(result[key]);
  for (const key of SCHEMA_MAPS) {
    const map = result[key];
    if (isRecord(map)) result[key] = Object.fromEntries(Object.entries(map).map(([name, value]) => [name, closedAnswerSchema(value)]));
  }
  if (Array.isArray(result.allOf)) result.allOf = result.allOf.map((branch) => closedAnswerSchema(branch, true));
  // An alternative stands for the whole object where it is (so it closes), unless it is itself part of an allOf.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = result[key];
    if (Array.isArray(branches)) result[key] = branches.map((branch) => closedAnswerSchema(branch, inAllOf));
  }
  const describesObject = 'properties' in result || '$ref' in result || 'allOf' in result || 'anyOf' in result || 'oneOf' in result;
  const saysWhatElse = 'additionalProperties' in result || 'unevaluatedProperties' in result || 'patternProperties' in result;
  if (!inAllOf && describesObject && !saysWhatElse) result.unevaluatedProperties = false;
  return result;
}

/** The contract's components for answers: each defined open (it may be an allOf branch), its inner objects closed. */
export function closedAnswerComponents(components: Schema): Schema {
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  return {
    ...components,
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, closedAnswerSchema(schema, true)])),
  };
}
