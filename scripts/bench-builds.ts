// The portal builds the front-end benches measure (bench:bundle, bench:hydration): this checkout's, and a baseline's
// built from another commit in the same run, so each figure is printed next to the one it is compared with on the
// same machine under the same load. Each build goes to a temporary folder of its own; dist/portal (and the servers of
// whoever else works in the checkout) stay as they are.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The commit the JavaScript work of issue 38 started from: the baseline a bench compares with unless told another. */
const DEFAULT_BASELINE_REF = 'bc5a265';

export interface PortalBuild {
  /** What was built: "this checkout" or the baseline's commit. */
  label: string;
  /** The built portal, for the demo server's PORTAL_DIR; the server-rendering bundle, when built, is beside it. */
  portalDir: string;
  remove(): void;
}

function build(sourceDir: string, portalDir: string, withServerRendering: boolean): void {
  const env = { ...process.env, PORTAL_OUT_DIR: portalDir };
  const configs = withServerRendering ? [[], ['--config', 'vite.ssr.config.ts']] : [[]];
  for (const config of configs) {
    const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...config], { cwd: sourceDir, stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`vite build ${config.join(' ')} failed in ${sourceDir}`);
  }
}

/** Builds this checkout's portal (and, on request, its server-rendering bundle beside it). */
function buildThisCheckout(withServerRendering: boolean): PortalBuild {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const portalDir = path.join(folder, 'portal');
  build(process.cwd(), portalDir, withServerRendering);
  return { label: 'this checkout', portalDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Builds the portal of another commit: its files as `git archive` gives them (the repository is only read), with this
 * checkout's node_modules, in a temporary folder.
 */
function buildBaseline(ref: string, withServerRendering: boolean): PortalBuild {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  const sourceDir = path.join(folder, 'source');
  mkdirSync(sourceDir);
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { maxBuffer: 1024 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', sourceDir], { input: archive });
  symlinkSync(path.resolve('node_modules'), path.join(sourceDir, 'node_modules'), 'dir');
  const portalDir = path.join(folder, 'portal');
  build(sourceDir, portalDir, withServerRendering);
  return { label: `baseline ${commit}`, portalDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** `--baseline <ref>` (or `--baseline=<ref>`), else the default; `--no-baseline` measures this checkout alone. */
function baselineRefFromArguments(argv: readonly string[]): string | null {
  if (argv.includes('--no-baseline')) return null;
  const index = argv.findIndex((argument) => argument === '--baseline' || argument.startsWith('--baseline='));
  if (index === -1) return DEFAULT_BASELINE_REF;
  const argument = argv[index]!;
  return argument.includes('=') ? argument.slice(argument.indexOf('=') + 1) : (argv[index + 1] ?? DEFAULT_BASELINE_REF);
}

/**
 * The builds a bench compares, from its command line: this checkout's (built now, or with `--no-build` PORTAL_DIR as
 * it is, dist/portal by default) and the baseline's (BENCH_BASELINE_PORTAL_DIR when already built, else the commit of
 * `--baseline`, none with `--no-baseline`).
 */
export function benchBuilds(argv: readonly string[], withServerRendering: boolean): PortalBuild[] {
  const builds: PortalBuild[] = [];
  const prebuilt = (label: string, portalDir: string): PortalBuild => ({ label, portalDir, remove: () => undefined });
  if (argv.includes('--no-build')) builds.push(prebuilt('PORTAL_DIR', process.env.PORTAL_DIR ?? 'dist/portal'));
  else builds.push(buildThisCheckout(withServerRendering));
  const baselineDir = process.env.BENCH_BASELINE_PORTAL_DIR;
  const baselineRef = baselineRefFromArguments(argv);
  try {
    if (baselineDir) builds.push(prebuilt('baseline', baselineDir));
    else if (baselineRef) builds.push(buildBaseline(baselineRef, withServerRendering));
  } catch (error) {
    builds[0]!.remove();
    throw error;
  }
  return builds;
}
