// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEPT_ATTRIBUTE, PORTAL_STARTED_ATTRIBUTE } from './attributes';
import { replayEarlyTaps } from './replay';

/** A button as React leaves it once hydrated: its props kept on the element. */
function hydratedButton(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.addEventListener('click', onClick);
  Object.assign(button, { __reactProps$test: {} });
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('early taps', () => {
  it('the script that runs before the entry names the same attributes as the portal', () => {
    // The script imports nothing (an import would load the entry's chunk), so it spells them itself.
    const script = readFileSync('src/early-taps/early-taps.ts', 'utf8');
    expect(script).toContain(`'${PORTAL_STARTED_ATTRIBUTE}'`);
    expect(script).toContain(`'${EARLY_TAP_ATTRIBUTE}'`);
    expect(script).toContain(`'${EARLY_TAPS_KEPT_ATTRIBUTE}'`);
  });

  it('presses a tapped button once React owns it, and only once', () => {
    const pressed = vi.fn();
    const button = hydratedButton(pressed);
    button.setAttribute(EARLY_TAP_ATTRIBUTE, '');
    document.body.append(button);
    replayEarlyTaps();
    replayEarlyTaps();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
  });

  it('waits for a lazy part of the page to hydrate before pressing its button', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const pressed = vi.fn();
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', pressed);
    button.setAttribute(EARLY_TAP_ATTRIBUTE, '');
    document.body.append(button);
    replayEarlyTaps(document, () => 0);
    expect(pressed).not.toHaveBeenCalled();
    Object.assign(button, { __reactProps$test: {} });
    frames.shift()!(0);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('lets go of a tap whose button never hydrates in time, or that the portal disabled', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let time = 0;
    const pressed = vi.fn();
    const late = document.createElement('button');
    late.setAttribute(EARLY_TAP_ATTRIBUTE, '');
    late.addEventListener('click', pressed);
    const disabled = hydratedButton(pressed);
    disabled.disabled = true;
    disabled.setAttribute(EARLY_TAP_ATTRIBUTE, '');
    document.body.append(late, disabled);
    replayEarlyTaps(document, () => time);
    expect(disabled.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(late.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    time = 20_000;
    frames.shift()!(0);
    expect(pressed).not.toHaveBeenCalled();
    expect(late.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(frames).toHaveLength(0);
  });
});
