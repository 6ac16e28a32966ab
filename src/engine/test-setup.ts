// Set-up of every portal test (vitest.config.ts, project "portal").
import { configure } from '@testing-library/react';

// findBy and waitFor wait for what the user would see; how long that takes depends on the
// machine (lazy chunks compile on first import), so the wait is generous and never a guess
// at the machine's speed: a passing check returns as soon as it holds.
configure({ asyncUtilTimeout: 10_000 });
