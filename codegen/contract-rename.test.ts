// The promise to the portal's developers: rename a property of the contract, and the type check and the tests
// name every place that still uses the old name. This renames LegalSettings.waiver to waiverText in a copy of
// the contract and expects the portal's widget (tsc), the server's handler (tsc: answers are typed exactly) and
// the manifest page that binds it (manifest bindings) to be named.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiTypes } from './outputs';
import { bundleContract } from './bundle-contract';
import type { BundledContract } from '../src/engine/contract-schemas';
import { BindingCheck } from '../src/engine/manifest-bindings';
import { FORM_OPERATIONS } from '../src/engine/contract-rules';
import { sourceReads } from '../src/engine/sources/all-reads';
import { manifestFiles, readManifest } from '../manifest/manifest-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED_API = path.join(root, 'src/generated/api.d.ts');
/** The places that use LegalSettings.waiver, each in one layer. */
const PORTAL_WIDGET = path.join(root, 'src/sections/form/LegalTextLinks.tsx');
const SERVER_HANDLER = path.join(root, 'src/server/routes/settings/index.ts');

let copy: string;
let renamed: Record<string, unknown>;

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'contract-rename-'));
  await cp(path.join(root, 'openapi'), path.join(copy, 'openapi'), { recursive: true });
  await cp(path.join(root, 'redocly.yaml'), path.join(copy, 'redocly.yaml'));
  const schemas = path.join(copy, 'openapi/components/schemas/account.yaml');
  const yaml = await readFile(schemas, 'utf8');
  const edited = yaml.replace(/^(LegalSettings:[\s\S]*?\n {4})waiver:/m, '$1waiverText:');
  expect(edited, 'the rename applies to LegalSettings').not.toBe(yaml);
  await writeFile(schemas, edited);
  renamed = await bundleContract(copy);
});

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

/**
 * tsc's errors in the given files, with api.d.ts generated from the renamed contract. Only these files are
 * checked (not the whole project, for speed): the server's fastify augmentations are left out, so other errors
 * of the handler's file are expected here and only the rename's are looked for.
 */
async function typeErrors(files: string[]): Promise<string[]> {
  const apiTypes = await renderApiTypes(renamed);
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json does not parse');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) =>
    path.resolve(fileName) === GENERATED_API ? ts.createSourceFile(fileName, apiTypes, language) : getSourceFile(fileName, language, onError, fresh);
  const program = ts.createProgram({ rootNames: files, options: { ...config.options, noEmit: true }, host });
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    return program.getSemanticDiagnostics(source).map((diagnostic) => {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${path.relative(root, file)}:${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  });
}

describe('renaming LegalSettings.waiver to waiverText in the contract', () => {
  it('fails the type check in the portal widget that reads it and in the server handler that still answers it', async () => {
    const errors = await typeErrors([PORTAL_WIDGET, SERVER_HANDLER]);
    expect(errors.filter((error) => error.startsWith('src/sections/form/LegalTextLinks.tsx:') && error.includes('waiver'))).not.toEqual([]);
    expect(errors.filter((error) => error.startsWith('src/server/routes/settings/index.ts:') && error.includes('"data.waiver"'))).not.toEqual([]);
  }, 120_000);

  it('fails the manifest bindings naming the page that binds it', () => {
    const forms = Object.fromEntries(manifestFiles.filter((file) => file.startsWith('forms/')).map((file) => [file.replace(/^forms\/|\.json$/g, ''), readManifest(file)]));
    const check = new BindingCheck(renamed as unknown as BundledContract, sourceReads, FORM_OPERATIONS, forms);
    for (const file of manifestFiles.filter((name) => name.startsWith('pages/'))) check.checkPage(file, readManifest(file));
    expect(check.problems).toEqual([`pages/legal-waiver.json /body/0/children/0/children/0: field "waiver" is not in getLegalSettings' answer (data source legalSettings)`]);
  });
});
