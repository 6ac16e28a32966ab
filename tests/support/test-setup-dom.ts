// The DOM half of every portal test's set-up (tests/support/test-setup.ts): only files that run in jsdom load it.
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadPageNodeViews } from '../../src/engine/node-registry';

// findBy and waitFor wait for what the user would see; how long that takes depends on the
// machine (lazy chunks compile on first import), so the wait is generous and never a guess
// at the machine's speed: a passing check returns as soon as it holds.
configure({ asyncUtilTimeout: 10_000 });

// A test that waits for time fakes only the page's timers (`vi.useFakeTimers({ toFake: ['setTimeout',
// 'clearTimeout'] })`) and moves the clock itself (`vi.advanceTimersByTimeAsync`). findBy and waitFor keep
// working meanwhile: they poll with setInterval and a MutationObserver, which stay real, and their final
// drain uses the real setTimeout taken here (React Testing Library's own drain would wait on the fake one
// for ever). Never `shouldAdvanceTime`: the clock moves only when the test says so.
const realSetTimeout = globalThis.setTimeout;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
configure({
  asyncWrapper: async (callback) => {
    // As React Testing Library does: waitFor runs outside act, then lets in-flight promises settle.
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result: unknown = await callback();
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      return result;
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

// The content pages' node views are one lazy chunk in the portal (the page loader fetches it with
// a page); tests render those nodes directly, so it is loaded before any test runs.
beforeAll(async () => {
  await loadPageNodeViews();
});
