import { badRequest } from '../http/errors';
import type { MessageArgs, MessageKey } from '../i18n/messages';

type GridProblem = Extract<MessageKey, `gridStatus.${string}`> extends `gridStatus.${infer Name}` ? Name : never;
type Fail = (problem: GridProblem, args?: MessageArgs) => Error;

type GridOperator = 'equals' | 'notEquals' | 'contains' | 'startsWith' | 'greaterThan' | 'lessThan';
type GridDirection = 'asc' | 'desc';

/** What one grid accepts: the columns it can filter on (with their value kind and operators) and sort by. */
export interface GridColumns {
  filters: Record<string, ColumnFilterRule>;
  sorts: readonly string[];
}

type ColumnFilterRule =
  | { kind: 'text'; operators: readonly GridOperator[] }
  | { kind: 'integer'; operators: readonly GridOperator[] }
  | { kind: 'enum'; values: readonly string[]; operators: readonly GridOperator[] };

/** A validated filter; several fields are alternatives combined with OR. */
export interface ParsedFilter {
  fields: string[];
  operator: GridOperator;
  value: string | number;
}

export interface ParsedSort {
  field: string;
  direction: GridDirection;
}

export interface ParsedGridStatus {
  filters: ParsedFilter[];
  sort: ParsedSort[];
}

const OPERATORS: readonly GridOperator[] = ['equals', 'notEquals', 'contains', 'startsWith', 'greaterThan', 'lessThan'];
const MAX_FILTERS = 10;
const MAX_TEXT_VALUE = 200;

/**
 * Reads the JSON grid state of a list call against what that grid allows. Anything else — text that is not
 * JSON, an unknown key, column or operator, a value of the wrong kind — is the caller's mistake, answered
 * with a 400 naming the parameter, never passed on to SQL.
 */
export function parseGridStatus(raw: string | undefined, columns: GridColumns, parameter = 'gridStatus'): ParsedGridStatus {
  const empty: ParsedGridStatus = { filters: [], sort: [] };
  if (raw === undefined || raw.trim() === '') return empty;
  const fail: Fail = (problem, args) => badRequest(`gridStatus.${problem}`, { parameter, ...args });
  const decoded = decodeJson(raw);
  if (decoded === undefined) throw fail('notJson');
  if (decoded === null) return empty;
  if (!isPlainObject(decoded)) throw fail('notObject');
  for (const key of Object.keys(decoded)) {
    if (key !== 'filters' && key !== 'sort') throw fail('unknownKey', { key });
  }
  return {
    filters: parseFilters(decoded.filters, columns, fail),
    sort: parseSorts(decoded.sort, columns, fail),
  };
}

/** The text arrives URL-decoded by the query parser; a client that encoded it twice still gets understood. */
function decodeJson(raw: string): unknown {
  const attempts = [raw];
  if (/%[0-9A-Fa-f]{2}/.test(raw)) {
    try {
      attempts.push(decodeURIComponent(raw));
    } catch {
      // Not percent-encoded after all: only the text as received is tried.
    }
  }
  for (const text of attempts) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

function parseFilters(value: unknown, columns: GridColumns, fail: Fail): ParsedFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail('filtersNotArray');
  if (value.length > MAX_FILTERS) throw fail('tooManyFilters', { max: MAX_FILTERS });
  const parsed: ParsedFilter[] = [];
  value.forEach((entry, index) => {
    const at = `filters[${index}]`;
    if (!isPlainObject(entry)) throw fail('entryNotObject', { at });
    for (const key of Object.keys(entry)) {
      if (!['field', 'fields', 'operator', 'value'].includes(key)) throw fail('entryUnknownKey', { at, key });
    }
    const fields = filterFields(entry, at, fail);
    const operator = entry.operator;
    if (typeof operator !== 'string' || !OPERATORS.includes(operator as GridOperator)) {
      throw fail('badOperator', { at, allowed: OPERATORS.join(', ') });
    }
    const rules = fields.map((field) => {
      const rule = columns.filters[field];
      if (!rule) throw fail('badColumn', { at, field, allowed: Object.keys(columns.filters).join(', ') });
      if (!rule.operators.includes(operator as GridOperator)) throw fail('unsupportedOperator', { at, field, operator });
      return rule;
    });
    if (new Set(rules.map((rule) => rule.kind)).size > 1) throw fail('mixedKinds', { at });
    const filterValue = readValue(entry.value, rules, at, fail);
    // An empty search box or "all types" arrives as an empty or null value: no restriction.
    if (filterValue !== undefined) parsed.push({ fields, operator: operator as GridOperator, value: filterValue });
  });
  return parsed;
}

function filterFields(entry: Record<string, unknown>, at: string, fail: Fail): string[] {
  const { field, fields } = entry;
  if (field !== undefined && fields !== undefined) throw fail('fieldAndFields', { at });
  if (typeof field === 'string' && field !== '') return [field];
  if (Array.isArray(fields) && fields.length > 0 && fields.length <= 10 && fields.every((name) => typeof name === 'string' && name !== '')) {
    return [...new Set(fields as string[])];
  }
  throw fail('needsField', { at });
}

function readValue(value: unknown, rules: ColumnFilterRule[], at: string, fail: Fail): string | number | undefined {
  if (value === undefined) throw fail('valueRequired', { at });
  if (value === null || value === '') return undefined;
  const rule = rules[0]!;
  if (rule.kind === 'integer') {
    const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw fail('valueInteger', { at });
    return number;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw fail('valueText', { at });
  const text = String(value).trim();
  if (text.length > MAX_TEXT_VALUE) throw fail('valueTooLong', { at, max: MAX_TEXT_VALUE });
  if (text === '') return undefined;
  if (rule.kind === 'enum') {
    for (const each of rules) {
      if (each.kind === 'enum' && !each.values.includes(text)) throw fail('valueEnum', { at, allowed: each.values.join(', ') });
    }
  }
  return text;
}

function parseSorts(value: unknown, columns: GridColumns, fail: Fail): ParsedSort[] {
  if (value === undefined || value === null) return [];
  const entries = Array.isArray(value) ? value : [value];
  if (entries.length > 3) throw fail('tooManySorts', { max: 3 });
  return entries.map((entry, index) => {
    const at = `sort[${index}]`;
    if (!isPlainObject(entry)) throw fail('entryNotObject', { at });
    for (const key of Object.keys(entry)) {
      if (key !== 'field' && key !== 'direction') throw fail('entryUnknownKey', { at, key });
    }
    const { field, direction = 'asc' } = entry;
    if (typeof field !== 'string' || !columns.sorts.includes(field)) throw fail('badSortColumn', { at, field: String(field), allowed: columns.sorts.join(', ') });
    if (direction !== 'asc' && direction !== 'desc') throw fail('badDirection', { at });
    return { field, direction };
  });
}

/** The window of rows asked for by startRow (first, 0-based) and endRow (after the last). */
export function pageWindow(startRow: number | undefined, endRow: number | undefined, maxRows = 100): { offset: number; limit: number } {
  const offset = startRow ?? 0;
  const end = endRow ?? offset + 30;
  if (end < offset) throw badRequest('gridStatus.endBeforeStart');
  if (end - offset > maxRows) throw badRequest('gridStatus.tooManyRows', { max: maxRows });
  return { offset, limit: end - offset };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
