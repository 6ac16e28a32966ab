import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from '../src/server/testing/temp-dirs';
import { buildServer } from './build-server';

// `npm start` as a fresh machine runs it: the compiled server under plain node (no TypeScript compiler in
// the process), on a fresh data folder, finding every file it reads at run time inside its build.
const OUT = path.resolve(`dist/.server-test-${process.pid}`);
let child: ChildProcess;
let base: string;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  const copied = await buildServer(OUT);
  expect(copied).toEqual(
    expect.arrayContaining(['locales/server', 'src/generated/openapi.json', 'src/server/db/migrations', 'src/server/seed/assets', 'src/server/sandbox/paypal/sdk.js']),
  );
  child = spawn(process.execPath, ['--enable-source-maps', path.join(OUT, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: testTempDir('compiled-data'),
      PORTAL_DIR: testTempDir('compiled-portal'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  base = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the compiled server exited with ${code}:\n${output}`)));
  });
}, 240_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(OUT, { recursive: true, force: true });
});

describe('the compiled server (npm start)', () => {
  it('runs under node alone, with source maps, from JavaScript that loads no TypeScript compiler', () => {
    expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([process.execPath, '--enable-source-maps', path.join(OUT, 'main.js')]);
    const bundle = readFileSync(path.join(OUT, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx|require\(["']tsx|["']typescript["']/);
    const map = JSON.parse(readFileSync(path.join(OUT, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../src/server/main.ts');
  });

  it('answers the API from the demo club it seeded, with its migrations, wording, contract, images and sandbox pages', async () => {
    const ready = await fetch(`${base}/health/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const settings = (await (await fetch(`${base}/api/czconfigs/main-settings`, { headers: { 'accept-language': 'es-ES' } })).json()) as { ok: boolean; data: { Title: string } };
    expect(settings).toMatchObject({ ok: true, data: { Title: expect.any(String) } });

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const day = await fetch(`${base}/api/publicbookings/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: tomorrow, bookingTypeId: 1 }),
    });
    expect(((await day.json()) as { model: { list: unknown[] } }).model.list.length).toBeGreaterThan(0);
    // A refusal in the caller's language comes from the locales copied into the build (and the contract's validation).
    const refused = await fetch(`${base}/api/publicbookings/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR' }, body: '{}' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorMsg: string }).errorMsg).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);

    expect((await fetch(`${base}/uploads/Resources/padel-1.svg`)).status).toBe(200);
    const sandbox = await fetch(`${base}/sandbox/paypal/sdk/js`);
    expect(sandbox.status).toBe(200);
    expect((await sandbox.text()).length).toBeGreaterThan(100);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shut down"');
  });
});
