import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_NEEDING_A_STOP } from '../src/server/db/migration-verdicts';
import { logMatch } from '../src/server/testing/log-match';
import { testTempDir } from '../src/server/testing/temp-dirs';
import { makeRelease, type Release } from './release';
import { FONT_FILES } from '../src/server/documents/font-files';
import { checkProductionTree, installedPackages } from './release-dependencies';

// The archive as an operator installs it (deploy/INSTALL.md): unpacked under <srv>/releases, <srv>/current linked
// to it, started with the unit's own WorkingDirectory, Environment and ExecStart (/srv/club-portal read as <srv>),
// with only the machine's /usr/bin and /bin on PATH (its node is another major) and nothing of the repository
// reachable from the unpacked folder.
const ROOT = path.resolve(import.meta.dirname, '..');
let release: Release;
let srv: string;
let unpacked: string;
let child: ChildProcess;
let exited: Promise<number | null>;
let base: string;
let startLine = '';

/** WorkingDirectory, Environment and ExecStart of deploy/club-portal@.service as the release ships it. */
function unitCommand(unitFile: string, srvDir: string) {
  const unit = readFileSync(unitFile, 'utf8').replaceAll('/srv/club-portal', srvDir);
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!);
  const environment = Object.fromEntries(values('Environment').flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
  const [command, ...args] = values('ExecStart')[0]!.split(/\s+/);
  return { cwd: values('WorkingDirectory')[0]!, environment, command: command!, args };
}

beforeAll(async () => {
  // `npm test` builds the portal before its vitest passes; a lone run of this file builds what is missing.
  if (!existsSync(path.join(ROOT, 'dist/portal/index.html')) || !existsSync(path.join(ROOT, 'dist/ssr/server-entry.js'))) {
    expect(spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status).toBe(0);
  }
  release = await makeRelease({ build: false, outDir: testTempDir('release-out') });

  srv = testTempDir('release-srv');
  mkdirSync(path.join(srv, 'releases'));
  expect(spawnSync('tar', ['-xzf', release.archive, '-C', path.join(srv, 'releases')]).status).toBe(0);
  symlinkSync(`releases/${release.name}`, path.join(srv, 'current'));
  unpacked = path.join(srv, 'releases', release.name);

  const unit = unitCommand(path.join(srv, 'current/deploy/club-portal@.service'), srv);
  child = spawn(unit.command, unit.args, {
    cwd: unit.cwd,
    env: { ...unit.environment, PATH: '/usr/bin:/bin', PORT: '0', DATA_DIR: testTempDir('release-data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  // fastify names the port it got from PORT=0; the start line that follows names the Node it runs on.
  const started = await logMatch(child, /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"[\s\S]*?(Club portal and reference server on [^"]*)/, 'the released server');
  base = started[1]!;
  startLine = started[2]!;
}, 600_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
});

describe('the release archive (npm run release)', () => {
  it('unpacks into one folder named after the release, with the portal, the compiled server, the deploy files and INSTALL.md', () => {
    expect(release.name).toMatch(/^club-portal-\d+\.\d+\.\d+-[0-9a-f]{7,}(-dirty)?-linux-x64$/);
    for (const file of [
      'dist/portal/index.html',
      'dist/ssr/server-entry.js',
      'dist/server/main.js',
      'deploy/club-portal@.service',
      'deploy/nginx.conf',
      'INSTALL.md',
      'RELEASE.json',
    ]) {
      expect(existsSync(path.join(unpacked, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(unpacked, 'INSTALL.md'), 'utf8')).toContain(`tar -xzf ${release.name}.tar.gz -C /srv/club-portal/releases`);
  });

  it('lists in RELEASE.json the migrations its server applies and those that need a stop, as INSTALL.md says', () => {
    const info = JSON.parse(readFileSync(path.join(unpacked, 'RELEASE.json'), 'utf8')) as { name: string; node: string; migrations: string[]; migrationsNeedingAStop: string[] };
    const applied = readdirSync(path.join(unpacked, 'dist/server/app/src/server/db/migrations')).map((file) => file.replace(/\.sql$/, ''));
    expect(info).toMatchObject({ name: release.name, node: release.node, migrationsNeedingAStop: MIGRATIONS_NEEDING_A_STOP });
    expect(info.migrations).toEqual(applied.sort());
    for (const migration of MIGRATIONS_NEEDING_A_STOP) expect(readFileSync(path.join(unpacked, 'INSTALL.md'), 'utf8')).toContain(`\`${migration}\``);
  });

  it('holds only production packages: npm ls --omit=dev is clean and no development package is there', () => {
    expect(() => checkProductionTree(unpacked)).not.toThrow();
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const development = Object.entries(lock.packages).flatMap(([at, entry]) => (entry.dev ? [at] : []));
    const installed = installedPackages(unpacked);
    expect(installed.filter((at) => development.includes(at))).toEqual([]);
    for (const tool of ['vite', 'vitest', 'typescript', 'eslint', 'prettier', '@playwright/test', 'lighthouse', 'knip']) {
      expect(installed, tool).not.toContain(`node_modules/${tool}`);
    }
    expect(installed.length).toBe(release.packages);
  });

  it('carries of the font package only the two faces the invoices and tickets embed', () => {
    const faces = readdirSync(path.join(unpacked, 'node_modules', path.dirname(FONT_FILES.regular))).sort();
    expect(faces).toEqual([path.basename(FONT_FILES.bold), path.basename(FONT_FILES.regular)].sort());
  });

  it("starts with the release's own Node 24 from the unit's ExecStart, whatever node the machine has", () => {
    expect(startLine).toMatch(/\(pglite, Node v24\.\d+\.\d+\)/);
    expect(realpathSync(`/proc/${child.pid}/exe`)).toBe(realpathSync(path.join(unpacked, 'node_modules/node/bin/node')));
  });

  it('answers /health/ready and serves the home page rendered on the server, with its scripts', async () => {
    expect(await (await fetch(`${base}/health/ready`)).json()).toMatchObject({ status: 'ready' });
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<div id="root"><div class="app">/);
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
  });

  it('keeps running its own release once current links to the next one, even for a package it loads only now', async () => {
    // The next release unpacked and switched to, as INSTALL.md does it: an empty folder here, so any file the
    // running instance still read through `current` would be missing.
    mkdirSync(path.join(srv, 'releases/next'));
    symlinkSync('releases/next', path.join(srv, 'current.next'));
    renameSync(path.join(srv, 'current.next'), path.join(srv, 'current'));
    expect(readlinkSync(path.join(srv, 'current'))).toBe('releases/next');

    // The app icon is the first image of this process: sharp loads now.
    const icon = await fetch(`${base}/app-icons/192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await (await fetch(`${base}/health/ready`)).json()).toMatchObject({ status: 'ready' });
  });
});
