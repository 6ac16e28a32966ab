/** Whether React has hydrated this element: it keeps the element's props on it under a key of its own. */
export function reactOwns(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function ownsAll(container: Element): boolean {
  for (const element of container.getElementsByTagName('*')) if (!reactOwns(element)) return false;
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
