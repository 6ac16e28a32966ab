// `npm run build` (after the portal): the reference server compiled to plain JavaScript in dist/server, run
// by `node --enable-source-maps dist/server/main.js` (npm start, deploy/club-portal@.service) with no
// TypeScript compiler in the serving process. `npm run serve` keeps running the sources through tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm run build` puts the server; inside the repository, so its packages resolve from node_modules. */
const OUT = path.join(ROOT, 'dist/server');
/** Under dist/server, the files the server reads at run time keep their place in the repository (app/src/…, app/locales/…). */
const MIRROR = 'app';

/**
 * What a source file reads beside itself: `new URL('<path>', import.meta.url)` (a folder when the path ends
 * in / or is a template such as `../locales/server/${language}.json`, whose fixed folder part is taken).
 */
const ASSET_REFERENCE = /new URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

export function assetsReadBy(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(ASSET_REFERENCE)) {
    const reference = match[2]!;
    const fixed = reference.includes('${') ? reference.slice(0, reference.lastIndexOf('/', reference.indexOf('${')) + 1) : reference;
    found.push(path.resolve(path.dirname(file), fixed));
  }
  return found;
}

/**
 * Every bundled module of ours sees `import.meta.url` (and dirname, filename) as its own place under
 * dist/server/app, where its assets are copied: `new URL('./migrations/', import.meta.url)` still finds them,
 * and createRequire(import.meta.url) still resolves packages from the repository's node_modules.
 */
const importMetaOfSource: Plugin = {
  name: 'import-meta-of-source',
  setup(context) {
    context.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
      if (!source.includes('import.meta') || args.path.includes(`${path.sep}node_modules${path.sep}`)) return { contents: source, loader };
      const mirrored = `./${MIRROR}/${path.relative(ROOT, args.path).split(path.sep).join('/')}`;
      const url = `new URL(${JSON.stringify(mirrored)}, import.meta.url).href`;
      const contents = source
        .replace(/import\.meta\.url/g, `(${url})`)
        .replace(/import\.meta\.dirname/g, `__serverPath.dirname(__serverUrl.fileURLToPath(${url}))`)
        .replace(/import\.meta\.filename/g, `__serverUrl.fileURLToPath(${url})`);
      const imports = contents === source ? '' : "import * as __serverPath from 'node:path'; import * as __serverUrl from 'node:url';\n";
      return { contents: imports + contents, loader };
    });
  },
};

/**
 * A deep import written the bundler's way (`ajv/dist/2020`, `pg/lib/utils`) into a package without an
 * exports map names a file Node's ESM loader does not guess: it is written out with the file's own name.
 */
const deepImportsAsNodeSeesThem: Plugin = {
  name: 'deep-imports-as-node-sees-them',
  setup(context) {
    context.onResolve({ filter: /^(@[^/:]+\/)?[^./@:][^/:]*\/./ }, (args) => {
      const packageName = /^(@[^/]+\/)?[^/]+/.exec(args.path)![0];
      const require = createRequire(path.join(args.resolveDir, 'importer.js'));
      let manifestPath: string;
      try {
        manifestPath = require.resolve(`${packageName}/package.json`);
      } catch {
        // An exports map that hides package.json: Node resolves the subpath through that map itself.
        return { path: args.path, external: true };
      }
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown };
      if (manifest.exports !== undefined) return { path: args.path, external: true };
      const file = path.relative(path.dirname(manifestPath), require.resolve(args.path)).split(path.sep).join('/');
      return { path: `${packageName}/${file}`, external: true };
    });
  },
};

/** The commit the server is built from, named by its build-info metric (observability/build-info.ts); 'dev' outside a git checkout. */
function builtCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'dev';
  }
}

/** Compiles the server into `out` (swapped in whole at the end); answers the repository paths of the assets copied. */
export async function buildServer(out: string = OUT): Promise<string[]> {
  const next = `${out}.next`;
  rmSync(next, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    // The backup and restore commands too: a release has no sources and no tsx, and its timer runs them.
    entryPoints: { main: 'src/server/main.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
    outdir: next,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Packages stay in node_modules (sharp's and PGlite's native and WebAssembly parts load from there).
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [importMetaOfSource, deepImportsAsNodeSeesThem],
    define: { __CLUB_PORTAL_COMMIT__: JSON.stringify(builtCommit()) },
  });

  // The files read at run time, found in the bundled sources themselves: a new one is never forgotten.
  const assets = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (!/\.tsx?$/.test(input) || input.includes('node_modules/')) continue;
    const file = path.join(ROOT, input);
    for (const asset of assetsReadBy(file, readFileSync(file, 'utf8'))) assets.add(asset);
  }
  for (const asset of assets) {
    if (!existsSync(asset)) throw new Error(`the server reads ${path.relative(ROOT, asset)}, which does not exist`);
    const target = path.join(next, MIRROR, path.relative(ROOT, asset));
    mkdirSync(path.dirname(target), { recursive: true });
    // Folders without the TypeScript and tests that may sit beside the assets.
    cpSync(asset, target, { recursive: true, filter: (from) => statSync(from).isDirectory() || !/\.(test\.)?tsx?$/.test(from) });
  }

  // Swapped in at the end, so a server started meanwhile never sees half a build.
  rmSync(`${out}.previous`, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, `${out}.previous`);
  renameSync(next, out);
  rmSync(`${out}.previous`, { recursive: true, force: true });
  return [...assets].map((asset) => path.relative(ROOT, asset)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServer()
    .then((copied) => console.log(`server: dist/server/main.js, with ${copied.join(', ')}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
