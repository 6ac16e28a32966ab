import { describe, expect, it, vi } from 'vitest';
import { handlePushes, notificationOf, pageUrl, type PushScope } from './push';

const ORIGIN = 'https://club.example';

/** A service worker's scope with its two listeners caught, the notifications shown and the windows opened. */
function scope(windows: Array<{ url: string; navigate: (url: string) => Promise<unknown> }> = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const worker: PushScope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows.map((window) => ({ ...window, focus: async () => undefined })),
      openWindow: async (url) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: never) => void) => void (listeners[type] = listener as (event: unknown) => void),
  };
  handlePushes(worker);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => void (work = promise) });
    await work;
  };
  return { shown, opened, dispatch };
}

describe('the service worker’s pushes', () => {
  it('shows the notification the server sent, with the page it opens', async () => {
    const worker = scope();
    const text = JSON.stringify({ title: 'Tienes una plaza libre', body: 'Hasta: mié 2 dic · 19:30.', path: '/booking-join/7', tag: 'waitlistOffer:/booking-join/7' });
    await worker.dispatch('push', { data: { text: () => text } });
    expect(worker.shown).toEqual([
      {
        title: 'Tienes una plaza libre',
        options: expect.objectContaining({ body: 'Hasta: mié 2 dic · 19:30.', tag: 'waitlistOffer:/booking-join/7', data: { url: `${ORIGIN}/booking-join/7` } }) as unknown,
      },
    ]);
  });

  it('shows nothing for a push it cannot read, and never opens another site', () => {
    expect(notificationOf('not json', ORIGIN)).toBeNull();
    expect(notificationOf(JSON.stringify({ body: 'no title' }), ORIGIN)).toBeNull();
    expect(pageUrl('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(pageUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(pageUrl('/customer-bookings?x=1', ORIGIN)).toBe(`${ORIGIN}/customer-bookings?x=1`);
  });

  it('a tap opens the page in the portal’s open tab, else in a new one', async () => {
    const navigate = vi.fn(async () => undefined);
    const withTab = scope([{ url: `${ORIGIN}/account`, navigate }]);
    const close = vi.fn();
    await withTab.dispatch('notificationclick', { notification: { data: { url: `${ORIGIN}/booking-join/7` }, close } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/booking-join/7`);
    expect(withTab.opened).toEqual([]);

    const without = scope();
    await without.dispatch('notificationclick', { notification: { data: { url: `${ORIGIN}/customer-bookings` }, close } });
    expect(without.opened).toEqual([`${ORIGIN}/customer-bookings`]);
  });
});
