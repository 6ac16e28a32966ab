// The bundled contract's schemas as the manifest-binding check reads them (test and tooling only): $refs followed,
// allOf/anyOf/oneOf flattened into the alternatives a value may be, and dot paths resolved through them.
import { isRecord } from '../domain/is-record';

export type Schema = Record<string, unknown>;

/** The parts of the bundled contract (src/generated/openapi.json) the check reads. */
export interface BundledContract {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

/** What a binding is checked against: the schemas it may be (alternatives), or anything (an open object). */
export type View = { open: true } | { open: false; schemas: Schema[] };

export const OPEN: View = { open: true };
const NOTHING: View = { open: false, schemas: [] };

export class ContractSchemas {
  constructor(private readonly contract: BundledContract) {}

  private pointer(ref: string): Schema {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    let node: unknown = this.contract;
    for (const step of ref.slice(2).split('/')) node = isRecord(node) ? node[step.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isRecord(node) ? node : {};
  }

  /** The schema with its $ref (and a response's or body's own $ref) followed. */
  deref(schema: Schema, depth = 0): Schema {
    return typeof schema.$ref === 'string' && depth < 20 ? this.deref(this.pointer(schema.$ref), depth + 1) : schema;
  }

  /** The alternatives a schema may be: allOf, anyOf and oneOf flattened, null left out. */
  view(schema: Schema): View {
    const schemas: Schema[] = [];
    let open = false;
    const flatten = (node: Schema, depth: number) => {
      const resolved = this.deref(node);
      if (depth > 20) return;
      const groups = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(resolved[key]) ? (resolved[key] as Schema[]) : []));
      groups.forEach((branch) => flatten(branch, depth + 1));
      if (resolved.type === 'null') return;
      if (resolved.properties || resolved.items || resolved['x-computed'] || isRecord(resolved.additionalProperties)) schemas.push(resolved);
      else if (groups.length === 0 && (resolved.type === undefined || resolved.type === 'object') && resolved.additionalProperties !== false) open = true;
      else if (groups.length === 0) schemas.push(resolved);
    };
    flatten(schema, 0);
    return open ? OPEN : { open: false, schemas };
  }

  /** The property `name` of the data a view describes; NOTHING when no alternative declares it. */
  property(view: View, name: string): View {
    if (view.open) return OPEN;
    const found: Schema[] = [];
    let open = false;
    for (const schema of view.schemas) {
      const items = this.itemsOf(schema);
      if (items && /^\d+$/.test(name)) found.push(items);
      const properties = isRecord(schema.properties) ? schema.properties : {};
      if (isRecord(properties[name])) found.push(properties[name]);
      else if (isRecord(schema.additionalProperties)) found.push(schema.additionalProperties);
    }
    const views = found.map((schema) => this.view(schema));
    if (views.some((each) => each.open)) open = true;
    return open ? OPEN : { open: false, schemas: views.flatMap((each) => (each.open ? [] : each.schemas)) };
  }

  /** What each item of a bound list is; a view that is not a list stays itself (an object bound as one item). */
  items(view: View): View {
    if (view.open) return OPEN;
    const lists = view.schemas.flatMap((schema) => {
      const items = this.itemsOf(schema);
      return items ? [items] : [];
    });
    if (lists.length === 0) return view;
    const views = lists.map((schema) => this.view(schema));
    return views.some((each) => each.open) ? OPEN : { open: false, schemas: views.flatMap((each) => (each.open ? [] : each.schemas)) };
  }

  private itemsOf(schema: Schema): Schema | null {
    return isRecord(schema.items) ? schema.items : null;
  }

  /** The dot path's view, or the first step that is missing. */
  resolvePath(view: View, path: string): { view: View } | { missing: string } {
    let current = view;
    const steps: string[] = [];
    for (const step of path.split('.')) {
      steps.push(step);
      // A list's item properties are reached through the list (a.b where a is a list binds each item's b).
      const next = this.property(this.items(current), step);
      const direct = this.property(current, step);
      current = !direct.open && direct.schemas.length === 0 ? next : direct;
      if (!current.open && current.schemas.length === 0) return { missing: steps.join('.') };
    }
    return { view: current };
  }

  private operation(operationId: string): { method: string; route: string; operation: Schema } | null {
    for (const [route, item] of Object.entries(this.contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (isRecord(operation) && operation.operationId === operationId) return { method, route, operation };
      }
    }
    return null;
  }

  /** The 200 JSON answer of an operation. */
  answerOf(operationId: string): View | null {
    const found = this.operation(operationId);
    if (!found) return null;
    const responses = isRecord(found.operation.responses) ? found.operation.responses : {};
    const ok = isRecord(responses['200']) ? this.deref(responses['200']) : {};
    const json = this.jsonSchema(ok);
    return json ? this.view(json) : NOTHING;
  }

  /** The JSON request body of the operation at `method path`, with its id. */
  requestBodyOf(method: string, path: string): { operationId: string; view: View } | null {
    const operation = this.contract.paths[path]?.[method.toLowerCase()];
    if (!isRecord(operation)) return null;
    const body = isRecord(operation.requestBody) ? this.deref(operation.requestBody) : {};
    const json = this.jsonSchema(body);
    return { operationId: String(operation.operationId), view: json ? this.view(json) : NOTHING };
  }

  private jsonSchema(holder: Schema): Schema | null {
    const content = isRecord(holder.content) ? holder.content : {};
    const json = Object.entries(content).find(([type]) => type.includes('json'))?.[1];
    return isRecord(json) && isRecord(json.schema) ? json.schema : null;
  }
}
