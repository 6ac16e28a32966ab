// Compile-time guard: every manifest the schema accepts (the types codegen makes from
// schemas/manifest.schema.json) must be usable as the engine's readable manifest types.
// `tsc` fails here when the two drift apart.
import type * as Generated from '../generated/schemas/manifest';
import type * as Engine from './manifest-types';

type Accepts<Target, Source extends Target> = Source;

export type ManifestTypesInStep = [
  Accepts<Engine.RoutesFile, Generated.RoutesFile>,
  Accepts<Engine.LayoutsFile, Generated.LayoutsFile>,
  Accepts<Engine.HeaderFile, Generated.HeaderFile>,
  Accepts<Engine.FooterFile, Generated.FooterFile>,
  Accepts<Engine.HomeFile, Generated.HomeFile>,
  Accepts<Engine.PageFile, Generated.PageFile>,
  Accepts<Engine.FormFile, Generated.FormFile>,
  Accepts<Engine.ClubOverride, Generated.ClubOverride>,
];
