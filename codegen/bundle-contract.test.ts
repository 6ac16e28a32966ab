import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleContract } from './bundle-contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let copy: string | undefined;
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('bundling the contract (through the Redocly CLI that lints it)', () => {
  it('stops codegen on a $ref that resolves nowhere, naming it', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'contract-broken-'));
    await cp(path.join(root, 'openapi'), path.join(copy, 'openapi'), { recursive: true });
    await cp(path.join(root, 'redocly.yaml'), path.join(copy, 'redocly.yaml'));
    const entry = path.join(copy, 'openapi/openapi.yaml');
    const text = await readFile(entry, 'utf8');
    const broken = text.replace("$ref: './paths/settings.yaml#/main-settings'", "$ref: './paths/no-such-file.yaml#/main-settings'");
    expect(broken, 'the main settings path is a $ref of openapi.yaml').not.toBe(text);
    await writeFile(entry, broken);

    const failure = bundleContract(copy);
    await expect(failure).rejects.toThrow('openapi/openapi.yaml does not bundle');
    await expect(failure).rejects.toThrow(/Can't resolve \$ref.*no-such-file\.yaml/);
  });
});
