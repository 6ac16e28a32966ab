// Kysely types of the database. The tables are generated from the migrated database into
// src/generated/db-schema.ts (`npm run codegen`; db-schema.test.ts fails when they disagree); the value
// sets and jsonb shapes of their columns are written by hand in column-types.ts and assigned to columns
// in schema-overrides.ts.
export type * from '../../generated/db-schema';
export * from './column-types';
