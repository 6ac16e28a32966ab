// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilReactOwnsAll } from './react-owned';

/** Marks an element as React marks one it has hydrated. */
const own = (element: Element) => Object.assign(element, { __reactProps$test: {} });

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('until React owns the server HTML', () => {
  it('waits for every element to be hydrated, two checks in a row, then resolves', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<header><a href="/">Club</a></header><main><button type="button">Tennis</button></main>';
    const [header, link, main] = [root.querySelector('header')!, root.querySelector('a')!, root.querySelector('main')!];
    [header, link, main].forEach(own);
    let settled = false;
    void untilReactOwnsAll(root, { everyMs: 200, limitMs: 15_000 }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    own(root.querySelector('button')!);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('counts what React set as HTML (a post’s text) as its own with the element holding it', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>News</h1><div class="html-block"><p>New <strong>LED</strong> lights</p></div></main>';
    [root.querySelector('main')!, root.querySelector('h1')!].forEach(own);
    Object.assign(root.querySelector('.html-block')!, { __reactProps$test: { dangerouslySetInnerHTML: { __html: '<p>New <strong>LED</strong> lights</p>' } } });
    let settled = false;
    void untilReactOwnsAll(root, { everyMs: 200, limitMs: 15_000 }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('gives up waiting at its limit: a part that never hydrates does not stop the rest for good', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<p>never hydrated</p>';
    let settled = false;
    void untilReactOwnsAll(root, { everyMs: 200, limitMs: 1_000 }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(800);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });
});
