import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dictionaryParts } from './src/i18n/build-plugin.js';

/**
 * The server-rendering bundle of the public pages (src/app/server-entry.tsx), built beside the portal into
 * dist/ssr: the reference server loads it at run time by path (src/server/web/server-render.ts), as it serves
 * dist/portal, so the server never imports the portal's source. One file (dynamic imports inlined), loaded
 * once: each render is handed the club's manifest file as served now.
 * Packages are bundled too (one React for react-dom/static and the widgets): the file runs wherever it is.
 * With PORTAL_OUT_DIR (a portal built elsewhere, vite.config.ts) it goes beside that portal, where the server looks.
 */
const ssrDir = process.env.PORTAL_OUT_DIR ? path.join(path.dirname(path.resolve(process.env.PORTAL_OUT_DIR)), 'ssr') : fileURLToPath(new URL('./dist/ssr', import.meta.url));
export default defineConfig({
  root: 'src',
  publicDir: false,
  plugins: [react(), dictionaryParts()],
  ssr: { noExternal: true },
  build: {
    ssr: 'app/server-entry.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'server-entry.js' } },
  },
});
