import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from './script-priority';

const BUILT_HEAD = `<script type="module" async src="/assets/early-taps-1.js"></script>
<script type="module" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-3.js">
<link rel="stylesheet" crossorigin href="/assets/style-4.css">
<link rel="preload" as="image" fetchpriority="high" href="/uploads/hero.jpg">`;

describe('the entry and its preloads at low fetch priority', () => {
  it('lowers the entry script and each module preload, and leaves the early-taps script, the stylesheet and the image first', () => {
    const head = withLowPriorityScripts(BUILT_HEAD);
    expect(head).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-2.js">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">');
    expect(head).toContain('<script type="module" async src="/assets/early-taps-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-4.css">');
    expect(head).toContain('fetchpriority="high" href="/uploads/hero.jpg"');
  });

  it('adds the attribute once when run twice', () => {
    expect(withLowPriorityScripts(withLowPriorityScripts(BUILT_HEAD))).toBe(withLowPriorityScripts(BUILT_HEAD));
  });
});
