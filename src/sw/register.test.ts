// A deployment reaching an open page: the page reloads (and then says "The system has been updated") only when
// the worker now serving the site belongs to another build than the page's.
import { describe, expect, it, vi } from 'vitest';
import { watchForNewBuilds } from './register';

const activation = (shell: string[]) => new MessageEvent('message', { data: { type: 'portal-sw-activated', build: 'b', shell } });

describe('a new build taking over', () => {
  it('reloads a page of an older build once the new worker announces itself', () => {
    const container = new EventTarget();
    const onStale = vi.fn();
    watchForNewBuilds(container, 'https://club.example/assets/index-OLD.js', onStale);
    container.dispatchEvent(activation(['/index.html', '/assets/index-NEW.js']));
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('leaves a page of the same build alone (its first visit installs the worker), and other messages', () => {
    const container = new EventTarget();
    const onStale = vi.fn();
    watchForNewBuilds(container, 'https://club.example/assets/index-NEW.js', onStale);
    container.dispatchEvent(activation(['/index.html', '/assets/index-NEW.js']));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'other', shell: [] } }));
    expect(onStale).not.toHaveBeenCalled();
  });
});
