import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processIdentity } from '../db/process-identity';
import { atomicPortalOutput, buildsDirOf, pinPortal } from './portal-builds';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function freshPortalDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-builds-'));
  roots.push(root);
  return path.join(root, 'dist', 'portal');
}

/** What `vite build` does with the plugin: config, write the files, writeBundle, closeBundle. */
function build(portalDir: string, html: string, options: { fails?: boolean } = {}): string {
  const plugin = atomicPortalOutput(portalDir);
  const outDir = plugin.config().build.outDir;
  writeFileSync(path.join(outDir, 'index.html'), html);
  if (!options.fails) plugin.writeBundle();
  plugin.closeBundle();
  return outDir;
}

const builds = (portalDir: string) => readdirSync(buildsDirOf(portalDir)).filter((name) => !name.includes('.in-use.'));

describe('portal builds switched atomically', () => {
  it('publishes each build as a new folder the portal link names, and removes the builds nobody serves', () => {
    const portalDir = freshPortalDir();
    const first = build(portalDir, 'first');
    expect(lstatSync(portalDir).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(portalDir, 'index.html'), 'utf8')).toBe('first');

    const second = build(portalDir, 'second');
    expect(realpathSync(portalDir)).toBe(realpathSync(second));
    expect(existsSync(first)).toBe(false);
    expect(builds(portalDir)).toEqual([path.basename(second)]);
  });

  it('leaves the build a running server serves untouched by later builds, until the server stops', () => {
    const portalDir = freshPortalDir();
    build(portalDir, 'served');
    const server = pinPortal(portalDir);

    build(portalDir, 'next');
    const latest = build(portalDir, 'latest');
    expect(readFileSync(path.join(server.dir, 'index.html'), 'utf8')).toBe('served');
    expect(readFileSync(path.join(portalDir, 'index.html'), 'utf8')).toBe('latest');
    expect(builds(portalDir).sort()).toEqual([path.basename(server.dir), path.basename(latest)].sort());

    server.release();
    const after = build(portalDir, 'after');
    expect(existsSync(server.dir)).toBe(false);
    expect(builds(portalDir)).toEqual([path.basename(after)]);
  });

  it('does not keep a build for a marker whose pid now belongs to another process', () => {
    const portalDir = freshPortalDir();
    const old = build(portalDir, 'old');
    build(portalDir, 'new');
    // The server that served `old` was killed; its pid went to another process (here: our parent).
    const parent = processIdentity(process.ppid);
    const identity = parent ? `boot=${parent.bootId}\nstart=${Number(parent.startTicks) + 1}\n` : '';
    mkdirSync(old, { recursive: true });
    writeFileSync(`${old}.in-use.${process.ppid}.dead`, `${process.ppid}\n${identity}`);
    const kept = parent === null; // without /proc a live pid is kept, on the safe side
    build(portalDir, 'newest');
    expect(existsSync(old)).toBe(kept);
  });

  it('never publishes a build that did not finish writing, and cleans its folder', () => {
    const portalDir = freshPortalDir();
    build(portalDir, 'good');
    const failed = build(portalDir, 'half', { fails: true });
    expect(readFileSync(path.join(portalDir, 'index.html'), 'utf8')).toBe('good');
    expect(existsSync(failed)).toBe(false);
  });

  it('replaces a portal folder built before the switch with a link in one step', () => {
    const portalDir = freshPortalDir();
    mkdirSync(portalDir, { recursive: true });
    writeFileSync(path.join(portalDir, 'index.html'), 'legacy');
    build(portalDir, 'linked');
    expect(lstatSync(portalDir).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(portalDir, 'index.html'), 'utf8')).toBe('linked');
    expect(builds(portalDir)).toHaveLength(1);
  });
});
