import pg from 'pg';

type TextParser = (text: string) => unknown;

const INT8 = 20;
const TEXT_ARRAY = 1009;
const INT8_ARRAY = 1016;
const DATE = 1082;
const DATE_ARRAY = 1182;
const NUMERIC_ARRAY = 1231;
const NUMERIC = 1700;

type PgTypeId = Parameters<typeof pg.types.getTypeParser>[0];

const pgTextParser = (oid: number): TextParser => pg.types.getTypeParser(oid as PgTypeId, 'text');

// Where our parsing departs from pg's defaults. Everything else (timestamptz → Date, jsonb → object,
// int4 → number, bool, arrays of those) is pg's own behaviour, which PGlite is made to copy below.
const OVERRIDES: Record<number, TextParser> = {
  // Identity columns and counts stay far below 2^53, and a bigint in JSON answers would break clients.
  [INT8]: Number,
  [INT8_ARRAY]: pgTextParser(NUMERIC_ARRAY),
  // Money is numeric(12,2): a double holds every such value; callers round sums to cents.
  [NUMERIC]: Number,
  // A calendar day (birth date, fee period) has no time zone; a Date would shift it across midnight.
  [DATE]: (text) => text,
  [DATE_ARRAY]: pgTextParser(TEXT_ARRAY),
};

function textParserFor(oid: number): TextParser {
  return OVERRIDES[oid] ?? pgTextParser(oid);
}

/** The `types` option of a pg Pool. */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    format === 'binary' ? pg.types.getTypeParser(oid as PgTypeId, 'binary') : textParserFor(oid)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The `parsers` option of PGlite: every type PGlite would parse on its own, plus our overrides, parsed exactly
 * as pg parses it. PGlite derives its array parsers from these element parsers.
 */
export function pgliteTypeParsers(pgliteDefaultOids: Iterable<number>): Record<number, TextParser> {
  const parsers: Record<number, TextParser> = {};
  const oids = new Set<number>([...pgliteDefaultOids, ...Object.keys(OVERRIDES).map(Number)]);
  for (const oid of oids) parsers[oid] = textParserFor(oid);
  return parsers;
}
