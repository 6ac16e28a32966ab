// Set-up of every server test file (vitest.config.ts): the temporary folders it made are gone after it.
import { afterAll } from 'vitest';
import { removeTestTempDirs } from './temp-dirs';

// Registered first, so with vitest's stacked hooks it runs after the file's own afterAll (servers closed).
afterAll(removeTestTempDirs);
