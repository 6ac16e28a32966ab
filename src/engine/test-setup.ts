// Set-up of every portal test (vitest.config.ts, project "portal").
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadPageNodeViews } from './node-registry';

// findBy and waitFor wait for what the user would see; how long that takes depends on the
// machine (lazy chunks compile on first import), so the wait is generous and never a guess
// at the machine's speed: a passing check returns as soon as it holds.
configure({ asyncUtilTimeout: 10_000 });

// The content pages' node views are one lazy chunk in the portal (the page loader fetches it with
// a page); tests render those nodes directly, so it is loaded before any test runs.
beforeAll(async () => {
  await loadPageNodeViews();
});
