import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ParsedFilter, ParsedSort } from './grid-status';

/** Grid column name → qualified SQL column (e.g. Name → products.name). Only validated names reach here. */
export type ColumnMap = Record<string, string>;

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
export function likePattern(text: string, anchored: 'contains' | 'startsWith'): string {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return anchored === 'contains' ? `%${escaped}%` : `${escaped}%`;
}

function comparison(column: string, filter: ParsedFilter): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  const { value } = filter;
  switch (filter.operator) {
    case 'contains':
      return sql<SqlBool>`${ref} ilike ${likePattern(String(value), 'contains')}`;
    case 'startsWith':
      return sql<SqlBool>`${ref} ilike ${likePattern(String(value), 'startsWith')}`;
    case 'equals':
      return sql<SqlBool>`${ref} = ${value}`;
    case 'notEquals':
      return sql<SqlBool>`${ref} is distinct from ${value}`;
    case 'greaterThan':
      return sql<SqlBool>`${ref} > ${value}`;
    case 'lessThan':
      return sql<SqlBool>`${ref} < ${value}`;
  }
}

/** All filters ANDed; the alternative fields of one filter ORed. Undefined when there is nothing to filter. */
export function gridWhere(filters: ParsedFilter[], columns: ColumnMap): Expression<SqlBool> | undefined {
  if (filters.length === 0) return undefined;
  const clauses = filters.map((filter) => {
    const alternatives = filter.fields.map((field) => comparison(columns[field]!, filter));
    return alternatives.length === 1 ? alternatives[0]! : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql<SqlBool>`${sql.join(clauses, sql` and `)}`;
}

/** ORDER BY items for the requested sorts, falling back to `fallback`; callers add a unique tie-breaker. */
export function gridOrder(sort: ParsedSort[], columns: ColumnMap, fallback: ParsedSort[]): Array<{ column: string; direction: 'asc' | 'desc' }> {
  return (sort.length > 0 ? sort : fallback).map((item) => ({ column: columns[item.field]!, direction: item.direction }));
}
