import { badRequest } from '../http/errors';

export type GridOperator = 'equals' | 'notEquals' | 'contains' | 'startsWith' | 'greaterThan' | 'lessThan';
export type GridDirection = 'asc' | 'desc';

/** What one grid accepts: the columns it can filter on (with their value kind and operators) and sort by. */
export interface GridColumns {
  filters: Record<string, ColumnFilterRule>;
  sorts: readonly string[];
}

export type ColumnFilterRule =
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
  const fail = (problem: string) => badRequest(`${parameter} ${problem}`);
  const decoded = decodeJson(raw);
  if (decoded === undefined) throw fail('is not valid JSON');
  if (decoded === null) return empty;
  if (!isPlainObject(decoded)) throw fail('must be a JSON object with filters and sort');
  for (const key of Object.keys(decoded)) {
    if (key !== 'filters' && key !== 'sort') throw fail(`has an unknown field "${key}" (allowed: filters, sort)`);
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

function parseFilters(value: unknown, columns: GridColumns, fail: (problem: string) => Error): ParsedFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail('filters must be an array');
  if (value.length > MAX_FILTERS) throw fail(`has more than ${MAX_FILTERS} filters`);
  const parsed: ParsedFilter[] = [];
  value.forEach((entry, index) => {
    const at = `filters[${index}]`;
    if (!isPlainObject(entry)) throw fail(`${at} must be an object`);
    for (const key of Object.keys(entry)) {
      if (!['field', 'fields', 'operator', 'value'].includes(key)) throw fail(`${at} has an unknown field "${key}"`);
    }
    const fields = filterFields(entry, at, fail);
    const operator = entry.operator;
    if (typeof operator !== 'string' || !OPERATORS.includes(operator as GridOperator)) {
      throw fail(`${at}.operator must be one of ${OPERATORS.join(', ')}`);
    }
    const rules = fields.map((field) => {
      const rule = columns.filters[field];
      if (!rule) throw fail(`${at} cannot filter on "${field}" (allowed: ${Object.keys(columns.filters).join(', ')})`);
      if (!rule.operators.includes(operator as GridOperator)) throw fail(`${at}: "${field}" does not support ${operator}`);
      return rule;
    });
    if (new Set(rules.map((rule) => rule.kind)).size > 1) throw fail(`${at} combines columns of different kinds`);
    const filterValue = readValue(entry.value, rules, at, fail);
    // An empty search box or "all types" arrives as an empty or null value: no restriction.
    if (filterValue !== undefined) parsed.push({ fields, operator: operator as GridOperator, value: filterValue });
  });
  return parsed;
}

function filterFields(entry: Record<string, unknown>, at: string, fail: (problem: string) => Error): string[] {
  const { field, fields } = entry;
  if (field !== undefined && fields !== undefined) throw fail(`${at} has both field and fields`);
  if (typeof field === 'string' && field !== '') return [field];
  if (Array.isArray(fields) && fields.length > 0 && fields.length <= 10 && fields.every((name) => typeof name === 'string' && name !== '')) {
    return [...new Set(fields as string[])];
  }
  throw fail(`${at} needs a field name or a non-empty fields list`);
}

function readValue(value: unknown, rules: ColumnFilterRule[], at: string, fail: (problem: string) => Error): string | number | undefined {
  if (value === undefined) throw fail(`${at}.value is required`);
  if (value === null || value === '') return undefined;
  const rule = rules[0]!;
  if (rule.kind === 'integer') {
    const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw fail(`${at}.value must be an integer`);
    return number;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw fail(`${at}.value must be a text`);
  const text = String(value).trim();
  if (text.length > MAX_TEXT_VALUE) throw fail(`${at}.value is longer than ${MAX_TEXT_VALUE} characters`);
  if (text === '') return undefined;
  if (rule.kind === 'enum') {
    for (const each of rules) {
      if (each.kind === 'enum' && !each.values.includes(text)) throw fail(`${at}.value must be one of ${each.values.join(', ')}`);
    }
  }
  return text;
}

function parseSorts(value: unknown, columns: GridColumns, fail: (problem: string) => Error): ParsedSort[] {
  if (value === undefined || value === null) return [];
  const entries = Array.isArray(value) ? value : [value];
  if (entries.length > 3) throw fail('sorts on more than 3 columns');
  return entries.map((entry, index) => {
    const at = `sort[${index}]`;
    if (!isPlainObject(entry)) throw fail(`${at} must be an object`);
    for (const key of Object.keys(entry)) {
      if (key !== 'field' && key !== 'direction') throw fail(`${at} has an unknown field "${key}"`);
    }
    const { field, direction = 'asc' } = entry;
    if (typeof field !== 'string' || !columns.sorts.includes(field)) throw fail(`${at} cannot sort by "${String(field)}" (allowed: ${columns.sorts.join(', ')})`);
    if (direction !== 'asc' && direction !== 'desc') throw fail(`${at}.direction must be asc or desc`);
    return { field, direction };
  });
}

/** The window of rows asked for by startRow (first, 0-based) and endRow (after the last). */
export function pageWindow(startRow: number | undefined, endRow: number | undefined, maxRows = 100): { offset: number; limit: number } {
  const offset = startRow ?? 0;
  const end = endRow ?? offset + 30;
  if (end < offset) throw badRequest('endRow must not be less than startRow');
  if (end - offset > maxRows) throw badRequest(`endRow may be at most ${maxRows} rows after startRow`);
  return { offset, limit: end - offset };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
