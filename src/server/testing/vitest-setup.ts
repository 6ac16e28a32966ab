// Set-up of every server test file (vitest.config.ts): the temporary folders it made are gone after it, and so
// is anything it changed in the modules the worker shares with the next file (the server project runs its files
// without isolation, see vitest.config.ts): spies on shared objects (a provider's adapter), fake timers, stubbed
// environment variables and globals.
import { afterAll, vi } from 'vitest';
import { removeTestTempDirs } from './temp-dirs';

// Registered first, so with vitest's stacked hooks these run after the file's own afterAll (servers closed).
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(removeTestTempDirs);
