import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeThisProcess, isStillRunning, parseProcessRecord } from '../db/process-identity.js';

/**
 * The built portal never changes under a running server: each build goes to a fresh folder of
 * `<portal>-builds/`, and `<portal>` (e.g. dist/portal) is a symlink switched to it in one rename.
 * A server serves the folder the link named when it started, marked in use with a sibling
 * `<build>.in-use.<pid>.<n>` file, so later builds leave it alone until it stops.
 */
export function buildsDirOf(portalDir: string): string {
  return `${path.resolve(portalDir)}-builds`;
}

const IN_USE = '.in-use.';

/** Marks a build folder in use by this process until release(). */
function markInUse(buildDir: string): { release(): void } {
  const marker = `${buildDir}${IN_USE}${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(marker, describeThisProcess());
  return {
    release() {
      rmSync(marker, { force: true });
    },
  };
}

/** A fresh folder for the next build, already marked in use by the building process. */
function startBuild(portalDir: string): { dir: string; release(): void } {
  const buildsDir = buildsDirOf(portalDir);
  mkdirSync(buildsDir, { recursive: true });
  // Wall time, not app.clock: only a unique, ordered folder name.
  const dir = path.join(buildsDir, `${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir);
  return { dir, ...markInUse(dir) };
}

/** Points `portalDir` at a finished build in one rename, then removes the builds nobody serves. */
function publishBuild(portalDir: string, buildDir: string): void {
  const link = path.resolve(portalDir);
  const buildsDir = buildsDirOf(portalDir);
  const existing = lstatOrNull(link);
  if (existing && !existing.isSymbolicLink()) {
    // A portal built before builds were switched atomically: set aside, pruned below like any old build.
    // Wall time, not app.clock: only a unique folder name.
    renameSync(link, path.join(buildsDir, `previous-${Date.now().toString(36)}`));
  }
  const next = `${link}.next-${process.pid}-${randomBytes(3).toString('hex')}`;
  symlinkSync(path.relative(path.dirname(link), buildDir), next, 'dir');
  renameSync(next, link);
  pruneBuilds(portalDir);
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

/** Removes every build that is neither the published one nor marked in use by a running process. */
function pruneBuilds(portalDir: string): string[] {
  const buildsDir = buildsDirOf(portalDir);
  let current: string | null = null;
  try {
    current = path.basename(realpathSync(portalDir));
  } catch {
    current = null;
  }
  const entries = readdirSync(buildsDir, { withFileTypes: true });
  const markers = entries.filter((entry) => entry.isFile() && entry.name.includes(IN_USE)).map((entry) => entry.name);
  const removed: string[] = [];
  for (const build of entries.filter((entry) => entry.isDirectory() && entry.name !== current)) {
    const own = markers.filter((marker) => marker.startsWith(`${build.name}${IN_USE}`));
    const live = own.filter((marker) => {
      const record = readRecord(path.join(buildsDir, marker));
      const running = record !== null && isStillRunning(record.pid, record.identity);
      if (!running) rmSync(path.join(buildsDir, marker), { force: true });
      return running;
    });
    if (live.length > 0) continue;
    rmSync(path.join(buildsDir, build.name), { recursive: true, force: true });
    removed.push(build.name);
  }
  return removed;
}

function readRecord(file: string) {
  try {
    return parseProcessRecord(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The folder a server serves: what `portalDir` names now, resolved once, and marked in use when it
 * is a published build. A plain folder (PORTAL_DIR pointed elsewhere) is served as it is.
 */
export function pinPortal(portalDir: string): { dir: string; release(): void } {
  let dir: string;
  try {
    dir = realpathSync(portalDir);
  } catch {
    return { dir: path.resolve(portalDir), release() {} };
  }
  if (path.dirname(dir) !== buildsDirOf(portalDir)) return { dir, release() {} };
  return { dir, ...markInUse(dir) };
}

/** Vite plugin: builds into a fresh folder and publishes it as `portalDir` only when the whole build was written. */
export function atomicPortalOutput(portalDir: string) {
  let build: { dir: string; release(): void } | null = null;
  let written = false;
  return {
    name: 'club-portal:atomic-output',
    apply: 'build' as const,
    enforce: 'post' as const,
    config() {
      build = startBuild(portalDir);
      return { build: { outDir: build.dir, emptyOutDir: true } };
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!build) return;
      try {
        if (written) publishBuild(portalDir, build.dir);
      } finally {
        build.release();
        if (!written) rmSync(build.dir, { recursive: true, force: true });
        build = null;
      }
    },
  };
}
