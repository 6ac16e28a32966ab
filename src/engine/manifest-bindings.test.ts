// Every binding of the manifests exists in the contract: a renamed or removed property of an answer or a
// request body fails here with the manifest file and JSON path that still bind it.
import { describe, expect, it } from 'vitest';
import contract from '../generated/openapi.json';
import { manifestFiles, readManifest } from '../../manifest/manifest-files';
import type { BundledContract } from './contract-schemas';
import { BindingCheck } from './manifest-bindings';
import { FORM_OPERATIONS } from './contract-rules';
import { sourceReads } from './sources/all-reads';
import { loadDataSources } from './data-sources';
import { mergeOverride } from './merge';

const forms = Object.fromEntries(manifestFiles.filter((file) => file.startsWith('forms/')).map((file) => [file.replace(/^forms\/|\.json$/g, ''), readManifest<unknown>(file)]));

function check(bundled: BundledContract): string[] {
  const bindings = new BindingCheck(bundled, sourceReads, FORM_OPERATIONS, forms);
  for (const file of manifestFiles.filter((name) => name.startsWith('pages/'))) bindings.checkPage(file, readManifest(file));
  // A club's file binds where it lands: each page as the club leaves it.
  for (const file of manifestFiles.filter((name) => name.startsWith('clubs/'))) {
    const pages = readManifest<{ pages?: Record<string, unknown> }>(file).pages ?? {};
    for (const [page, override] of Object.entries(pages)) {
      bindings.checkPage(`${file} (pages/${page}.json)`, mergeOverride(readManifest(`pages/${page}.json`), override));
    }
  }
  bindings.checkFormsByName();
  return bindings.problems;
}

describe('manifest bindings against the contract', () => {
  it('finds every bound property in the answer of the operation its data source reads, and every form field in its request body', () => {
    expect(check(contract as BundledContract)).toEqual([]);
  });

  it('declares for every data source the operation it reads', async () => {
    const sources = Object.keys(await loadDataSources()).sort();
    expect(Object.keys(sourceReads).sort()).toEqual(sources);
  });

  it('names the page, the JSON path and the operation when an answer loses a property the page binds', () => {
    const renamed = structuredClone(contract) as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    const legal = renamed.components.schemas.LegalSettings!;
    legal.properties = Object.fromEntries(Object.entries(legal.properties).map(([name, schema]) => [name === 'waiver' ? 'waiverText' : name, schema]));
    expect(check(renamed as unknown as BundledContract)).toEqual([
      `pages/legal-waiver.json /body/0/children/0/children/0: field "waiver" is not in getLegalSettings' answer (data source legalSettings)`,
    ]);
  });

  it('names the form field a request body no longer has', () => {
    const renamed = structuredClone(contract) as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    const body = renamed.components.schemas.InfoRequest;
    expect(body, 'the info request body schema').toBeDefined();
    const { question, ...rest } = body!.properties;
    body!.properties = { ...rest, text: question };
    expect(check(renamed as unknown as BundledContract)).toEqual([
      expect.stringMatching(/^forms\/info-request\.json \/fields\/\d+: field "question" is not in \w+' request body \(submit infoRequest, used by forms\/info-request\.json\)$/),
    ]);
  });
});
