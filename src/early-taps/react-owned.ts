/** React's props of an element it has hydrated, which it keeps on the element under a key of its own; undefined before. */
function reactProps(element: Element): { dangerouslySetInnerHTML?: unknown } | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key === undefined ? undefined : (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key];
}

/** Whether React has hydrated this element. */
export function reactOwns(element: Element): boolean {
  return reactProps(element) !== undefined;
}

/**
 * Whether React has hydrated every element under `container`. What it set as HTML (a post's text, an HTML block) is
 * its own with the element holding it: React never hydrates the markup inside, so waiting for that would wait forever.
 */
function ownsAll(container: Element): boolean {
  const pending = [...container.children];
  for (let element = pending.pop(); element; element = pending.pop()) {
    const props = reactProps(element);
    if (!props) return false;
    if (!props.dangerouslySetInnerHTML) pending.push(...element.children);
  }
  return true;
}

/**
 * Resolves once React has hydrated every element of the server's HTML under `container` (two checks `everyMs` apart
 * agree), or after `limitMs` at the latest. Until then, data that changes can make a part hydrate with other content
 * than the server's, and React redraws that part, losing what the player tapped on it.
 */
export function untilReactOwnsAll(container: Element, { everyMs = 200, limitMs = 15_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let agreed = 0;
    const check = () => {
      agreed = ownsAll(container) ? agreed + 1 : 0;
      if (agreed >= 2 || Date.now() - started >= limitMs) resolve();
      else setTimeout(check, everyMs);
    };
    check();
  });
}
