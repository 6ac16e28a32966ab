// `npm run release [-- --no-build] [-- --out=<folder>]`: one archive to install on a server machine
// (dist/release/club-portal-<version>-<commit>-<platform>.tar.gz): the built portal, the server-rendering bundle,
// the compiled server, only the production packages and the Node runtime they run on, the deploy files and
// INSTALL.md. Nothing is built or installed where it runs, and each release unpacks into a folder of its own, so
// no file changes under a running instance (its lazily loaded packages included). See deploy/README.md.
// --no-build takes dist/portal and dist/ssr as the last `npm run build` left them; the server is always compiled
// afresh into the release.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from '../src/server/db/migrate';
import { MIGRATIONS_NEEDING_A_STOP } from '../src/server/db/migration-verdicts';
import { buildServer } from './build-server';
import { installProductionDependencies } from './release-dependencies';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface PackageJson {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  scripts?: Record<string, string>;
}

export interface Release {
  name: string;
  archive: string;
  bytes: number;
  /** Installed packages (nested ones included). */
  packages: number;
  /** `node --version` of the runtime inside. */
  node: string;
}

/** How the release's own package.json starts the server: npm puts node_modules/.bin (the bundled node) first on PATH. */
const RELEASE_START = 'MALLOC_MMAP_THRESHOLD_=131072 node --enable-source-maps dist/server/main.js';

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** club-portal-0.1.0-1a2b3c4-linux-x64; "-dirty" after the commit when tracked files differ from it. */
function releaseName(pkg: { name: string; version: string }, commit: string, dirty: boolean, platform = `${process.platform}-${process.arch}`): string {
  return `${pkg.name}-${pkg.version}-${commit}${dirty ? '-dirty' : ''}-${platform}`;
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** The portal as served: dist/portal is a link to its latest build folder, copied here as a plain folder. */
function copyBuilds(stage: string): void {
  const portal = path.join(ROOT, 'dist/portal');
  const ssr = path.join(ROOT, 'dist/ssr');
  for (const needed of [path.join(portal, 'index.html'), path.join(ssr, 'server-entry.js')]) {
    if (!existsSync(needed)) throw new Error(`${path.relative(ROOT, needed)} is missing: run npm run build (or npm run release without --no-build)`);
  }
  cpSync(realpathSync(portal), path.join(stage, 'dist/portal'), { recursive: true });
  cpSync(ssr, path.join(stage, 'dist/ssr'), { recursive: true });
}

const migrations = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();

function installGuide(name: string, node: string): string {
  const stops = MIGRATIONS_NEEDING_A_STOP.map((migration) => `\`${migration}\``).join(', ') || 'none';
  return readFileSync(path.join(ROOT, 'deploy/INSTALL.md'), 'utf8').replaceAll('{{release}}', name).replaceAll('{{node}}', node).replaceAll('{{stops}}', stops);
}

export async function makeRelease(options: { build: boolean; outDir?: string; log?: (line: string) => void }): Promise<Release> {
  const log = options.log ?? (() => {});
  const outDir = path.resolve(options.outDir ?? path.join(ROOT, 'dist/release'));
  if (options.build) {
    log('building (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  const name = releaseName(pkg, git('rev-parse', '--short', 'HEAD'), git('status', '--porcelain', '--untracked-files=no') !== '');
  const stage = path.join(outDir, name);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    copyBuilds(stage);
    await buildServer(path.join(stage, 'dist/server'));
    // The lockfile as it is, and package.json with the one script a release has (the others need the sources).
    cpSync(path.join(ROOT, 'package-lock.json'), path.join(stage, 'package-lock.json'));
    writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify({ ...pkg, scripts: { start: RELEASE_START } }, null, 2)}\n`);
    log('installing the production packages (npm ci --omit=dev)…');
    const packages = installProductionDependencies(stage).length;

    const node = spawnSync(path.join(stage, 'node_modules/.bin/node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    if (node !== `v${pkg.dependencies.node}`) throw new Error(`the release's node_modules/.bin/node answers "${node}", not v${pkg.dependencies.node}`);

    mkdirSync(path.join(stage, 'deploy'));
    for (const file of readdirSync(path.join(ROOT, 'deploy')).filter((file) => file !== 'INSTALL.md')) {
      cpSync(path.join(ROOT, 'deploy', file), path.join(stage, 'deploy', file), { recursive: true });
    }
    writeFileSync(path.join(stage, 'INSTALL.md'), installGuide(name, node));
    const commit = git('rev-parse', 'HEAD');
    // What an operator compares with the installed release's: a migration it lacks that needs a stop means no rolling restart.
    const release = {
      name,
      version: pkg.version,
      commit,
      node,
      platform: `${process.platform}-${process.arch}`,
      migrations: migrations(),
      migrationsNeedingAStop: MIGRATIONS_NEEDING_A_STOP,
    };
    writeFileSync(path.join(stage, 'RELEASE.json'), `${JSON.stringify(release, null, 2)}\n`);

    log('packing…');
    const archive = path.join(outDir, `${name}.tar.gz`);
    const partial = `${archive}.partial`;
    // Owned by root whoever packs it: the instances' user reads the release and never writes it.
    const packed = spawnSync('tar', ['--create', '--gzip', `--file=${partial}`, '--owner=0', '--group=0', '--numeric-owner', '-C', outDir, name], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`tar failed: ${packed.stderr}`);
    renameSync(partial, archive);
    writeFileSync(`${archive}.sha256`, `${await sha256(archive)}  ${path.basename(archive)}\n`);
    return { name, archive, bytes: statSync(archive).size, packages, node };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const out = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
  makeRelease({ build: !args.includes('--no-build'), outDir: out, log: (line) => console.log(line) })
    .then((release) => {
      const mb = (release.bytes / 1024 / 1024).toFixed(1);
      console.log(
        `release: ${path.relative(process.cwd(), release.archive)} (${mb} MB, ${release.packages} production packages, Node ${release.node}); install it as its INSTALL.md says`,
      );
    })
    .catch((error: unknown) => {
      console.error(`release failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
