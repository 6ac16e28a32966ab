import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/api/**/*.test.ts', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Generous: a test that opens a fresh PGlite and migrates it takes seconds alone and much longer on a busy two-core machine.
          testTimeout: 60000,
          hookTimeout: 90000,
        },
      },
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'manifest/**/*.test.ts', 'locales/**/*.test.ts'],
          exclude: ['src/server/**', 'src/api/**'],
          setupFiles: ['src/engine/test-setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
