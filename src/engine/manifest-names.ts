// Test and tooling only: the name check of manifest files is the checker's of club files (one module for both).
export { unresolvedNames, type KnownNames } from '../manifest-overrides/names';
