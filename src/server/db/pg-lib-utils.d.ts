// pg ships no types for its internals; this is the one helper the PGlite adapter reuses so that
// parameters are encoded exactly as node-postgres encodes them.
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): unknown;
}
