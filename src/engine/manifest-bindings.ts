// Test and tooling only: checks every property a manifest page binds against the answer of the operation its data
// source reads, and every form field against its action's request body, so a renamed or removed contract property
// fails the tests naming the manifest path that still binds it, instead of rendering an empty page.
import type { ScopeShape, SourceReads } from './sources/reads';
import { isRecord } from '../domain/is-record';
import { type BundledContract, ContractSchemas, OPEN, type Schema, type View } from './contract-schemas';

/** How a form action sends its fields: the operation's method and path, and fields sent under another name. */
export interface FormSubmit {
  method: string;
  path: string;
  fields?: Readonly<Record<string, string>>;
}

/** A value a data source computes: it has no properties to bind. */
const COMPUTED: Schema = { 'x-computed': true };

/** Properties that name a path into the data in scope. */
const BINDING_PROPERTIES = ['field', 'hrefField', 'altField', 'headingField', 'titleField'] as const;
/** Under a node with `bind`, these hold what is shown per item (in the item's scope). */
const ITEM_PROPERTIES = new Set(['item', 'aside', 'columns', 'panel']);

/** Each binding of the manifests that the contract does not have, as `file /json/path: what`. */
export class BindingCheck {
  private readonly schemas: ContractSchemas;
  readonly problems: string[] = [];

  constructor(
    contract: BundledContract,
    private readonly reads: SourceReads,
    private readonly submits: Readonly<Record<string, FormSubmit>>,
    private readonly forms: Readonly<Record<string, unknown>>,
  ) {
    this.schemas = new ContractSchemas(contract);
  }

  /** The view a declared shape stands for; problems of the declaration itself are reported against the source. */
  private shapeView(shape: ScopeShape, source: string): View {
    switch (shape.kind) {
      case 'value':
        return { open: false, schemas: [COMPUTED] };
      case 'object':
        return { open: false, schemas: [{ type: 'object', properties: this.materialize(shape.properties, source) }] };
      case 'extend': {
        const base = this.shapeView(shape.base, source);
        if (base.open) return OPEN;
        const additions: Schema = { properties: this.materialize(shape.properties, source) };
        const items = this.schemas.items(base);
        const isList = items !== base;
        const extended = (view: View): Schema[] => (view.open ? [] : [...view.schemas, additions]);
        return isList ? { open: false, schemas: [{ type: 'array', items: { allOf: extended(items) } }] } : { open: false, schemas: extended(base) };
      }
      case 'answer': {
        const answer = this.schemas.answerOf(shape.operation);
        if (!answer) {
          this.problems.push(`src/engine/sources: data source ${source} reads ${shape.operation}, which the contract does not have`);
          return OPEN;
        }
        if (shape.path === '') return answer;
        const resolved = this.schemas.resolvePath(answer, shape.path);
        if ('missing' in resolved) {
          this.problems.push(`src/engine/sources: data source ${source} reads "${shape.path}" of ${shape.operation}' answer, which has no "${resolved.missing}"`);
          return OPEN;
        }
        return resolved.view;
      }
    }
  }

  private materialize(properties: Readonly<Record<string, ScopeShape>>, source: string): Record<string, Schema> {
    return Object.fromEntries(Object.entries(properties).map(([name, shape]) => [name, this.asSchema(this.shapeView(shape, source))]));
  }

  private asSchema(view: View): Schema {
    return view.open ? {} : { anyOf: view.schemas };
  }

  /** Checks one page (or a page as a club's file leaves it). */
  checkPage(file: string, page: unknown): void {
    const visit = (value: unknown, path: string, scope: Scope | null): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${path}/${index}`, scope));
        return;
      }
      if (!isRecord(value)) return;
      if (value.when !== undefined) this.checkCondition(file, `${path}/when`, value.when, scope);
      for (const property of BINDING_PROPERTIES) {
        if (typeof value[property] === 'string') this.checkField(file, path, property, value[property], scope);
      }
      if (typeof value.to === 'string') {
        for (const [, placeholder] of value.to.matchAll(/\{([\w.]+)\}/g)) this.checkField(file, path, 'to', placeholder!, scope, `placeholder {${placeholder}} of`);
      }
      let inner = scope;
      if (value.type === 'data' && typeof value.source === 'string') inner = this.sourceScope(file, path, value.source);
      if (value.type === 'form' && typeof value.form === 'string' && typeof value.submit === 'string') this.checkForm(file, path, value.form, value.submit);
      const itemScope = typeof value.bind === 'string' ? this.bindScope(file, path, value.bind, scope) : null;
      if (typeof value.bind === 'string') this.checkField(file, path, 'bind', value.bind, scope);
      for (const [key, child] of Object.entries(value)) {
        if (key === 'when' || key === 'options' || typeof child !== 'object' || child === null) continue;
        visit(child, `${path}/${key}`, itemScope !== null && ITEM_PROPERTIES.has(key) ? itemScope : inner);
      }
    };
    visit(page, '', null);
  }

  private sourceScope(file: string, path: string, source: string): Scope | null {
    const read = this.reads[source];
    if (!read) {
      this.problems.push(`${file} ${path}: data source "${source}" declares no operation it reads (src/engine/sources/*.ts)`);
      return null;
    }
    return { view: this.shapeView(read.scope, source), source, operation: read.operation };
  }

  private bindScope(_file: string, _path: string, bind: string, scope: Scope | null): Scope | null {
    if (!scope) return null;
    const resolved = this.schemas.resolvePath(scope.view, bind);
    if ('missing' in resolved) return { ...scope, view: OPEN };
    return { ...scope, view: this.schemas.items(resolved.view) };
  }

  private checkField(file: string, path: string, property: string, field: string, scope: Scope | null, what = property): void {
    if (!scope) return;
    const resolved = this.schemas.resolvePath(scope.view, field);
    if ('missing' in resolved) {
      const where = scope.operation ? `${scope.operation}' answer` : `what data source ${scope.source} gives`;
      this.problems.push(`${file} ${path || '/'}: ${what} "${field}" is not in ${where}${property === what ? '' : ` (${property})`} (data source ${scope.source})`);
    }
  }

  private checkCondition(file: string, path: string, condition: unknown, scope: Scope | null): void {
    if (!isRecord(condition)) return;
    if (typeof condition.field === 'string') this.checkField(file, path, 'field', condition.field, scope, 'condition field');
    for (const key of ['all', 'any'] as const) {
      const parts = condition[key];
      if (Array.isArray(parts)) parts.forEach((part, index) => this.checkCondition(file, `${path}/${key}/${index}`, part, scope));
    }
    if (condition.not !== undefined) this.checkCondition(file, `${path}/not`, condition.not, scope);
  }

  private readonly checkedForms = new Set<string>();

  /** Every field of the form is a property of the request body its submit action sends. */
  private checkForm(file: string, path: string, formId: string, action: string): void {
    const key = `${formId} ${action}`;
    if (this.checkedForms.has(key)) return;
    this.checkedForms.add(key);
    const submit = this.submits[action];
    if (!submit) {
      this.problems.push(`${file} ${path}: form action "${action}" names no operation it sends to (FORM_OPERATIONS, src/engine/contract-rules.ts)`);
      return;
    }
    const body = this.schemas.requestBodyOf(submit.method, submit.path);
    if (!body) {
      this.problems.push(`${file} ${path}: form action "${action}" sends to ${submit.method.toUpperCase()} ${submit.path}, which the contract does not have`);
      return;
    }
    const form = this.forms[formId];
    const fields = isRecord(form) && Array.isArray(form.fields) ? form.fields : [];
    fields.forEach((field, index) => {
      if (!isRecord(field) || typeof field.name !== 'string') return;
      const sent = submit.fields?.[field.name] ?? field.name;
      const resolved = this.schemas.resolvePath(body.view, sent);
      if ('missing' in resolved && !this.isConfirmation(field, submit)) {
        this.problems.push(`forms/${formId}.json /fields/${index}: field "${sent}" is not in ${body.operationId}' request body (submit ${action}, used by ${file})`);
      }
    });
  }

  /**
   * A field that only repeats another (`sameAs` a field the action sends under another name, a repeated password)
   * stays in the portal.
   */
  private isConfirmation(field: Record<string, unknown>, submit: FormSubmit): boolean {
    const rules = Array.isArray(field.rules) ? field.rules : [];
    return rules.some((rule) => isRecord(rule) && rule.rule === 'sameAs' && typeof rule.value === 'string' && submit.fields?.[rule.value] !== undefined);
  }

  /** Forms no page names (a widget's, e.g. the footer's info request) are sent by the action of their own name. */
  checkFormsByName(): void {
    for (const formId of Object.keys(this.forms)) {
      const action = formId.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
      if (![...this.checkedForms].some((key) => key.startsWith(`${formId} `)) && this.submits[action]) this.checkForm(`forms/${formId}.json`, '', formId, action);
    }
  }
}

interface Scope {
  view: View;
  source: string;
  operation: string | null;
}
