// Test support for content that loads while the rest of the screen keeps rendering (PageHost, WidgetSlot): React
// scheduling as in the browser, and a part of the screen that renders again and again.
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Renders outside act(): React schedules its work as in the browser, on its scheduler's tasks, with promise callbacks
 * (a load settling) running between them. Inside act() it renders every queued update in one go.
 */
export function renderWithBrowserScheduling(): (tree: ReactNode) => void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  let reactRoot: Root | null = null;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactRoot?.unmount();
    reactRoot = null;
    document.body.innerHTML = '';
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
  return (tree) => {
    reactRoot = createRoot(document.body.appendChild(document.createElement('div')));
    reactRoot.render(tree);
  };
}

/** What the busy part of the screen saw: how many times it rendered, and whether `awaited` was on screen meanwhile. */
export const busy = { renders: 0, sawAwaited: false };

/**
 * A part of the screen that renders again and again, each render asked for by the last one's effect, until an
 * element matching `awaited` is on screen or `limit` renders have passed. Calls `onTenth` at its tenth render.
 */
export function BusyShell({ limit, awaited, onTenth }: { limit: number; awaited: string; onTenth: () => void }) {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    busy.renders = renders;
    if (renders === 10) onTenth();
    if (document.querySelector(awaited)) busy.sawAwaited = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stream of renders is what this part of the screen is for
    else if (renders < limit) setRenders(renders + 1);
  }, [renders, limit, awaited, onTenth]);
  return null;
}

/** How far `spend` has moved the clock React's scheduler reads, beyond the real one. */
let spentMs = 0;

/**
 * Moves the clock React's scheduler reads (`performance.now`) on by `ms`, as a component slow to render does, without
 * spending real milliseconds: a loaded machine would otherwise change how many of React's 5 ms slices a render takes.
 */
export function spend(ms: number): void {
  spentMs += ms;
}

/** Installs the clock `spend` moves; call it once in a test file that renders with `renderWithBrowserScheduling`. */
export function installSpendableClock(): void {
  beforeEach(() => {
    spentMs = 0;
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + spentMs);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
