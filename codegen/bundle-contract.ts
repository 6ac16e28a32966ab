import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// The CLI that lints the contract (`npm run lint:api`) bundles it too, so one Redocly reads it: the CLI carries
// its own @redocly/openapi-core (2.x, inside its build), which no package of ours can share.
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** The contract of `root`/openapi as one document (src/generated/openapi.json), refs kept. */
export async function bundleContract(root: string): Promise<Record<string, unknown>> {
  const out = await mkdtemp(path.join(tmpdir(), 'contract-bundle-'));
  try {
    const file = path.join(out, 'openapi.json');
    const args = [REDOCLY, 'bundle', path.join(root, 'openapi/openapi.yaml'), '--config', path.join(root, 'redocly.yaml'), '--output', file];
    // No usage report or update check from a build step.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    try {
      await run(process.execPath, args, { cwd: root, env });
    } catch (error) {
      // On an error (an unresolved $ref…) the CLI writes no bundle and says why on stderr.
      const said = (error as { stderr?: string }).stderr ?? String(error);
      throw new Error(`openapi/openapi.yaml does not bundle:\n${said}`);
    }
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
