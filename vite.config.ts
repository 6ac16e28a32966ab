import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { atomicPortalOutput } from './src/server/web/portal-builds.js';
import { precompressedOutput } from './src/server/web/precompress.js';
import { serviceWorkerOutput } from './src/sw/build-plugin.js';
import { earlyTapsScript, isEarlyTapsScript } from './src/early-taps/build-plugin.js';
import { lowPriorityScripts } from './src/app/build/script-priority.js';
import { firstScreenChunks } from './src/app/build/first-screen-chunk.js';
import { dictionaryParts } from './src/i18n/build-plugin.js';

// The portal lives in src/ (index.html is its entry); the reference server serves dist/portal.
const serverUrl = process.env.CLUB_SERVER_URL ?? 'http://localhost:8080';
// PORTAL_OUT_DIR builds elsewhere (a bundle analysis next to a running server's dist/portal).
const portalDir = process.env.PORTAL_OUT_DIR ?? fileURLToPath(new URL('./dist/portal', import.meta.url));

/** The libraries every page starts on, by chunk: React, its router, MobX and i18next (with what they bring). */
const FIRST_SCREEN_LIBRARIES = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'router', packages: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
  { name: 'mobx', packages: ['mobx', 'mobx-react-lite', 'use-sync-external-store'] },
  { name: 'i18next', packages: ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'] },
];
/**
 * react-router names its development build for every condition: a build takes its production build instead (the same
 * code without the development warnings), found beside the one it resolves to.
 */
const routerProductionBuild = (): Plugin => ({
  name: 'club-portal:router-production-build',
  apply: 'build',
  enforce: 'pre',
  resolveId: {
    filter: { id: /^react-router(\/dom)?$/ },
    async handler(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') } : null;
    },
  },
});
const packageFolders = (packages: string[]): RegExp => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
const firstScreen = firstScreenChunks();

export default defineConfig({
  root: 'src',
  publicDir: false,
  // Each build goes to a fresh folder and dist/portal switches to it at the end: a running server never
  // sees a half-written portal. Source maps only on request (PORTAL_SOURCEMAP=true), never by default.
  // Text assets also get .br and .gz copies, served as they are by the reference server. /sw.js is the
  // service worker (src/sw), written with the build it caches. Each dictionary comes in two parts (src/i18n).
  plugins: [
    react(),
    routerProductionBuild(),
    firstScreen.plugin,
    dictionaryParts(),
    earlyTapsScript(),
    lowPriorityScripts(),
    serviceWorkerOutput(),
    precompressedOutput(),
    atomicPortalOutput(portalDir),
  ],
  resolve: {
    // mobx-react-lite reads useSyncExternalStore through the shim for React 17: React 19 has its own, so the shim's
    // fallback never runs and need not be shipped.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  build: {
    sourcemap: process.env.PORTAL_SOURCEMAP === 'true',
    // One stylesheet for the whole portal (about 15 KB gzip): a page rendered on the server paints with the
    // styles of every widget it shows, instead of laying out unstyled and jumping when a widget's own CSS
    // arrives with its lazy chunk (CLS 0.3–0.7 on the shop, the blog and a match's page when split).
    cssCodeSplit: false,
    // Everything the entry imports statically goes in a few chunks: the first load fetches them anyway, and
    // without this each module a lazy chunk shares with the entry became a small chunk of its own. The libraries
    // the first screen runs on come first, each in a chunk of its own: they change with an upgrade, not with every
    // build, so a visitor's cache keeps them across releases, and the entry script carries the portal's own code
    // alone (issue 38: under 90 KB gzip). The early-taps script is an entry too, but stays alone: it must run before
    // the shell has arrived. Home's first-screen sections come in three chunks, not one per shared piece
    // (src/app/build/first-screen-chunk.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...FIRST_SCREEN_LIBRARIES.map(({ name, packages }) => ({ name, tags: ['$initial' as const], priority: 1, test: packageFolders(packages) })),
            { name: 'shell', tags: ['$initial'], test: (id: string) => !isEarlyTapsScript(id) },
            ...firstScreen.groups,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl, '/uploads': serverUrl, '/dev': serverUrl },
  },
});
