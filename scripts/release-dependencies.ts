// The production packages of a release: what `npm ci --omit=dev` installs from the lockfile, less what nothing
// in production reaches, checked by `npm ls --omit=dev`. Used by scripts/release.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from '../src/server/documents/font-files';

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
  return output;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where Node finds `name` from the package at `from` (a lockfile-style path, '' for the root): its own node_modules, then each parent's. */
function resolveFrom(root: string, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (existsSync(path.join(root, candidate, 'package.json'))) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/**
 * Every installed package the production dependencies reach: dependencies, installed optional ones (a
 * platform's binary) and peers that are not optional. npm's --omit=dev still installs a "devOptional" package
 * (TypeScript, an optional peer of i18next), which nothing here needs at run time.
 */
function reachedPackages(root: string): Set<string> {
  const reached = new Set<string>();
  const pending: { from: string; manifest: Manifest }[] = [{ from: '', manifest: readManifest(root) }];
  while (pending.length > 0) {
    const { from, manifest } = pending.pop()!;
    const optionalPeers = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).flatMap(([name, meta]) => (meta.optional ? [name] : [])));
    const required = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name))];
    const optional = Object.keys(manifest.optionalDependencies ?? {});
    for (const name of [...required, ...optional]) {
      const found = resolveFrom(root, from, name);
      if (found === null) {
        if (optional.includes(name)) continue;
        throw new Error(`${from || 'the root'} needs ${name}, which npm did not install`);
      }
      if (reached.has(found)) continue;
      reached.add(found);
      pending.push({ from: found, manifest: readManifest(path.join(root, found)) });
    }
  }
  return reached;
}

/** Every package folder under node_modules, nested ones included, as lockfile-style paths. */
export function installedPackages(root: string, base = ''): string[] {
  const folder = path.join(root, base, 'node_modules');
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const names = entry.name.startsWith('@') ? readdirSync(path.join(folder, entry.name)).map((scoped) => `${entry.name}/${scoped}`) : [entry.name];
    for (const name of names) {
      const at = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      found.push(at, ...installedPackages(root, at));
    }
  }
  return found;
}

/** Links in the node_modules/.bin folders whose package was removed. */
function removeDanglingBins(root: string): void {
  for (const owner of ['', ...installedPackages(root)]) {
    const bin = path.join(root, owner, 'node_modules/.bin');
    if (!existsSync(bin)) continue;
    for (const name of readdirSync(bin)) {
      try {
        statSync(path.join(bin, name));
      } catch {
        rmSync(path.join(bin, name), { force: true });
      }
    }
  }
}

/** Of a package's faces, the ones the documents embed: the release drops the other 20 (about 10 MB unpacked). */
function keepEmbeddedFonts(stage: string): void {
  const kept = new Set(Object.values(FONT_FILES).map((file) => path.basename(file)));
  const folders = new Set(Object.values(FONT_FILES).map((file) => path.join(stage, 'node_modules', path.dirname(file))));
  for (const folder of folders) {
    for (const face of readdirSync(folder)) if (!kept.has(face)) rmSync(path.join(folder, face));
  }
}

/**
 * Installs the production dependencies of `stage` (its package.json and package-lock.json) and leaves only
 * what production reaches. Answers the installed package paths.
 */
export function installProductionDependencies(stage: string): string[] {
  // ci, not install: exactly the lockfile's versions, checked against its integrity hashes. Install scripts run
  // (the node package's preinstall fetches the runtime itself; sharp's checks its prebuilt binary).
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], stage);
  // The node package's preinstall puts its platform package there with --no-save and hard-links its binary
  // into node/bin: nothing in the lockfile, so npm ls would call it extraneous.
  rmSync(path.join(stage, 'node_modules/node/node_modules'), { recursive: true, force: true });
  const reached = reachedPackages(stage);
  // Outermost first, so a nested package is not visited after its parent went.
  for (const installed of installedPackages(stage).sort((a, b) => a.length - b.length)) {
    if (!reached.has(installed)) rmSync(path.join(stage, installed), { recursive: true, force: true });
  }
  for (const scope of readdirSync(path.join(stage, 'node_modules')).filter((name) => name.startsWith('@'))) {
    if (readdirSync(path.join(stage, 'node_modules', scope)).length === 0) rmSync(path.join(stage, 'node_modules', scope), { recursive: true });
  }
  removeDanglingBins(stage);
  keepEmbeddedFonts(stage);
  // npm's record of what it installed, now out of date: npm ls reads the folders themselves without it.
  rmSync(path.join(stage, 'node_modules/.package-lock.json'), { force: true });
  checkProductionTree(stage);
  return installedPackages(stage);
}

/** `npm ls --omit=dev --all` exits non-zero on a missing, invalid or extraneous package. */
export function checkProductionTree(dir: string): void {
  run('npm', ['ls', '--omit=dev', '--all'], dir);
}
