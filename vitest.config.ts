import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dictionaryParts } from './src/i18n/build-plugin.js';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/api/**/*.test.ts', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'];

/** Server tests that count what their process has loaded or compiled so far: they need modules no other file touched. */
const FRESH_MODULE_SERVER_TESTS = ['src/server/lean-start.test.ts'];

const serverTests = {
  environment: 'node',
  globalSetup: ['src/server/testing/vitest-global-setup.ts'],
  setupFiles: ['src/server/testing/vitest-setup.ts'],
  // Each test database is loaded from the run's migrated (and seeded) template, see src/server/testing/;
  // still generous, for a busy two-core machine.
  testTimeout: 60000,
  hookTimeout: 90000,
};

export default defineConfig({
  plugins: [react(), dictionaryParts()],
  test: {
    // Vitest's default is one worker fewer than the cores, which is a single worker on the two-core machines the
    // suite runs on; the main process mostly waits once the files are transformed, so use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          include: SERVER_TESTS,
          exclude: FRESH_MODULE_SERVER_TESTS,
          // A worker runs its files one after another in one module graph instead of importing fastify, every
          // route and PGlite afresh for each file (that import was most of a file's time: summed over 31 files,
          // 310 s isolated against 35 s shared, measured under load). Each file builds its own server and
          // database, and vitest-setup.ts undoes what a file may leave in the shared modules (spies, fake
          // timers, stubbed variables).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverTests, name: 'server-isolated', include: FRESH_MODULE_SERVER_TESTS, isolate: true },
      },
      // The portal's tests in two environments, told apart by the file's extension: a .tsx test renders and runs
      // in jsdom; a .ts test (rules, stores, formatting, the manifest) runs in node, which spares it jsdom's set-up
      // and the DOM helpers' imports (most of such a file's time). A .ts test that needs a document says so in its
      // first line: `// @vitest-environment jsdom`.
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/server/**'],
          setupFiles: ['tests/support/test-setup.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'portal-logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'manifest/**/*.test.ts', 'locales/**/*.test.ts'],
          // src/api's .ts tests run on the server project (its hooks' .tsx test on the portal's).
          exclude: ['src/server/**', 'src/api/**/*.test.ts'],
          setupFiles: ['tests/support/test-setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
