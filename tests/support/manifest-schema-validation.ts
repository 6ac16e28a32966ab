// Test and tooling only: ajv compiles validators with `new Function`, which must never run
// in the browser bundle. Nothing under src/ outside tests imports this module.
import Ajv from 'ajv';
import manifestSchema from '../../schemas/manifest.schema.json';
import { formatSchemaErrors } from '../../src/engine/schema-errors';

export type ManifestDefinition = 'routesFile' | 'layoutsFile' | 'headerFile' | 'footerFile' | 'homeFile' | 'pageFile' | 'formFile' | 'clubOverride';

export type ManifestCheck = (definition: ManifestDefinition, file: string, data: unknown) => string[];

export function createManifestCheck(): ManifestCheck {
  // strictRequired is off: the "exactly one of" branches name properties declared beside them.
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false });
  ajv.addSchema(manifestSchema, 'manifest');
  return (definition, file, data) => {
    const validate = ajv.getSchema(`manifest#/definitions/${definition}`);
    if (!validate) throw new Error(`No schema definition "${definition}"`);
    validate(data);
    return formatSchemaErrors(file, validate.errors);
  };
}
