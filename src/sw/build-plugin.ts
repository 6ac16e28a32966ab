import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const VIRTUAL_ID = 'virtual:portal-sw-build';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type BundleItem =
  (Pick<Rollup.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'imports'> & { viteMetadata?: { importedCss: Set<string> } }) | Pick<Rollup.OutputAsset, 'type' | 'fileName'>;

/**
 * The files the entry needs before it can paint: its chunk, the chunks it imports statically and their styles.
 * With one stylesheet for the whole portal (cssCodeSplit off) no chunk names it: it is the bundle's CSS asset
 * that no lazy chunk brought.
 */
export function shellFiles(bundle: Record<string, BundleItem>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || !('isEntry' in chunk) || files.has(fileName)) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  Object.values(bundle)
    .filter((item) => item.type === 'chunk' && item.isEntry)
    .forEach((entry) => visit(entry.fileName));
  const lazyCss = new Set(Object.values(bundle).flatMap((item) => ('viteMetadata' in item && item.viteMetadata ? [...item.viteMetadata.importedCss] : [])));
  for (const item of Object.values(bundle)) if (item.type === 'asset' && item.fileName.endsWith('.css') && !lazyCss.has(item.fileName)) files.add(item.fileName);
  return [...files].sort();
}

/** One build's id: the shell's hashed names change with any change of the portal, so the id does too. */
export const buildId = (shell: readonly string[]) => createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);

/**
 * Vite plugin: writes /sw.js beside the build, the service worker of src/sw/service-worker.ts bundled into one
 * classic script (every browser runs it) that knows this build's id and shell files. Not hashed: a browser
 * checks /sw.js at each visit (the server sends it with no-cache) and finds a new build by its new bytes.
 */
export function serviceWorkerOutput(): Plugin {
  return {
    name: 'club-portal:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = shellFiles(bundle as Parameters<typeof shellFiles>[0]);
      const manifest = `export const build = ${JSON.stringify(buildId(shell))};\nexport const shell = ${JSON.stringify(shell)};\n`;
      const output = (await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        plugins: [{ name: 'portal-sw-build', resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null), load: (id) => (id === RESOLVED_ID ? manifest : null) }],
        build: {
          write: false,
          minify: true,
          copyPublicDir: false,
          lib: { entry: fileURLToPath(new URL('./service-worker.ts', import.meta.url)), formats: ['iife'], name: 'portalServiceWorker', fileName: () => 'sw.js' },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('the service worker build produced no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
