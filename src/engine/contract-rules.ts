import { query } from '../stores/QueryCache';
import { useQuery } from '../stores/use-query';
import type { CheckRule } from './validation';
import { FORM_OPERATIONS, type ContractOperation } from '../manifest-overrides/form-bodies';

// Which operation each form action sends to lives with the checker of club files, which holds a club's fields
// against the same operations' bodies.
export { FORM_OPERATIONS, type ContractOperation };

/**
 * The longest text each search box may send, so a longer one is cut while typing (`maxLength`) instead of
 * refused by the server with a 400 whose text would reach the user. Constants, so the boxes (one is in every
 * page's frame) need not load the contract's chunk; contract-rules.test.ts checks each against its source.
 */
export const SEARCH_MAX_LENGTH = {
  /** `search` of searchCustomers (`POST /api/publiccustomers/list`): the add-player popup. */
  customers: 100,
  /**
   * A text `value` of a `gridStatus` filter (`GridFilter`): the shop's and the blog's search. The server's grid
   * parser refuses a longer one (`gridStatus.valueTooLong`).
   */
  gridFilter: 200,
} as const;

/** The search operation whose `search` property the add-player popup fills. */
export const CUSTOMER_SEARCH: ContractOperation = { method: 'post', path: '/api/publiccustomers/list' };

interface Schema {
  $ref?: string;
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  format?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
}

interface Contract {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

function resolve(contract: Contract, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 10) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(contract, contract.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

/** The string constraints the contract puts on a request body's property. */
export type StringConstraints = Pick<Schema, 'minLength' | 'maxLength' | 'format'>;

/** Every part applies at once (allOf): the longest minimum and the shortest maximum win. */
function allOfConstraints(parts: StringConstraints[], own: StringConstraints): StringConstraints {
  return parts.reduce<StringConstraints>(
    (merged, sub) => ({
      ...(merged.minLength !== undefined || sub.minLength !== undefined ? { minLength: Math.max(merged.minLength ?? 0, sub.minLength ?? 0) } : {}),
      ...(merged.maxLength !== undefined || sub.maxLength !== undefined ? { maxLength: Math.min(merged.maxLength ?? Infinity, sub.maxLength ?? Infinity) } : {}),
      ...((merged.format ?? sub.format) ? { format: merged.format ?? sub.format } : {}),
    }),
    own,
  );
}

/**
 * One branch is enough (anyOf/oneOf): a branch that only admits the empty string (maxLength 0) says the field may be
 * left empty, which the form allows anyway; of the others the loosest bound wins, and a format only when all share it.
 */
function anyOfConstraints(branches: StringConstraints[]): StringConstraints {
  const filled = branches.filter((branch) => branch.maxLength !== 0);
  if (filled.length === 0) return {};
  const [first, ...rest] = filled;
  return rest.reduce<StringConstraints>(
    (merged, sub) => ({
      ...(merged.minLength !== undefined && sub.minLength !== undefined ? { minLength: Math.min(merged.minLength, sub.minLength) } : {}),
      ...(merged.maxLength !== undefined && sub.maxLength !== undefined ? { maxLength: Math.max(merged.maxLength, sub.maxLength) } : {}),
      ...(merged.format !== undefined && merged.format === sub.format ? { format: merged.format } : {}),
    }),
    first!,
  );
}

/** The string constraints of a property: its own and those of every allOf part, with what its non-null anyOf/oneOf branches allow. */
function stringConstraints(contract: Contract, schema: Schema | undefined, depth = 0): StringConstraints {
  const own = resolve(contract, schema);
  if (depth > 10) return {};
  const parts = (own.allOf ?? []).map((part) => stringConstraints(contract, part, depth + 1));
  const branches = [...(own.anyOf ?? []), ...(own.oneOf ?? [])].filter((branch) => resolve(contract, branch).type !== 'null');
  if (branches.length > 0) parts.push(anyOfConstraints(branches.map((branch) => stringConstraints(contract, branch, depth + 1))));
  return allOfConstraints(parts, { minLength: own.minLength, maxLength: own.maxLength, format: own.format });
}

/**
 * What the contract's JSON schema says of each value a form sends to an operation, per form field (the body
 * property's name unless the operation maps the field to another).
 */
export function contractConstraints(contract: Contract, operation: ContractOperation): Record<string, StringConstraints> {
  const body = contract.paths?.[operation.path]?.[operation.method]?.requestBody?.content?.['application/json']?.schema;
  const properties = resolve(contract, body).properties ?? {};
  const byProperty = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, stringConstraints(contract, schema)]));
  const mapped = Object.entries(operation.fields ?? {});
  const byField = { ...byProperty };
  for (const [, property] of mapped) delete byField[property];
  for (const [field, property] of mapped) {
    if (Object.hasOwn(byProperty, property)) byField[field] = byProperty[property]!;
  }
  return byField;
}

/**
 * The checks a form runs before sending to an operation, per form field: the contract's longest length and
 * e-mail format. Its minimum length, like "required", is the form's own rule, in the form's words (a test
 * checks every form states the contract's minimum), so a short value gets one message, not two.
 */
export function rulesFromContract(contract: Contract, operation: ContractOperation): Record<string, CheckRule[]> {
  return Object.fromEntries(
    Object.entries(contractConstraints(contract, operation)).map(([field, { maxLength, format }]) => {
      const rules: CheckRule[] = [];
      if (maxLength !== undefined) rules.push({ rule: 'maxLength', value: maxLength });
      if (format === 'email') rules.push({ rule: 'email' });
      return [field, rules];
    }),
  );
}

/** The longest text a `gridStatus` filter value may be, where the contract states it (`GridFilter.value`). */
export function gridFilterValueMaxLength(contract: Contract): number | undefined {
  const filter = resolve(contract, contract.components?.schemas?.GridFilter);
  return stringConstraints(contract, filter.properties?.value).maxLength;
}

const loaded = new Map<string, Promise<Record<string, CheckRule[]>>>();
const NONE: Promise<Record<string, CheckRule[]>> = Promise.resolve({});

/**
 * The contract checks of a form action's operation. The bundled contract loads (in its own
 * chunk) with the first form that sends to an operation; an action without one checks nothing more.
 */
export function contractRulesFor(action: string): Promise<Record<string, CheckRule[]>> {
  const operation = Object.hasOwn(FORM_OPERATIONS, action) ? FORM_OPERATIONS[action] : undefined;
  if (!operation) return NONE;
  // Kept by action: two actions may send to one operation under different field names.
  let rules = loaded.get(action);
  if (!rules) {
    rules = import('../generated/openapi.json').then(
      (module) => rulesFromContract(module.default as Contract, operation),
      (error: unknown) => {
        // Without the contract the server still checks; the form just checks less.
        console.error(error);
        return {};
      },
    );
    loaded.set(action, rules);
  }
  return rules;
}

const NO_RULES: Readonly<Record<string, readonly CheckRule[]>> = {};

/**
 * The contract checks of a form action, for a form to use as soon as they are there: the form
 * shows at once and checks only its own rules until the contract's chunk has loaded.
 */
export function useContractRules(action: string): Readonly<Record<string, readonly CheckRule[]>> {
  const state = useQuery(query(['contractRules', action], () => contractRulesFor(action)));
  return state.status === 'ready' ? state.data : NO_RULES;
}
