import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import PushNotifications from './PushNotifications';

afterEach(cleanup);

const ENDPOINT = 'https://push.example.test/subscription/1';
const KEYS = { p256dh: 'BOrZ0nZxW7hWqTQ0mJm8Vv9y3d3x1X5y', auth: 'c2VjcmV0LWF1dGg' };

/** A browser with Web Push: Notification (its permission not asked yet), a registered worker and its PushManager. */
function browserWithPush(permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const subscribe = vi.fn(async () => ({ endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }) }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  return { requestPermission, subscribe };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function showSwitches(operations: FakeOperations) {
  const { root } = createTestRoot({ operations: { getPushPreferences: { ok: true, model: { enabled: [], subscriptions: 0 } }, ...operations } });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<PushNotifications />, { root });
}

describe('the account’s notifications', () => {
  it('never asks the browser’s permission before the player taps a switch; the tap asks once and subscribes', async () => {
    const browser = browserWithPush();
    const subscribed = vi.fn();
    const changed = vi.fn();
    showSwitches({
      getPushPublicKey: { ok: true, model: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } },
      subscribePush: (request) => {
        subscribed(request.body);
        return { ok: true, model: { enabled: [], subscriptions: 1 } };
      },
      setPushPreference: (request) => {
        changed(request.body);
        return { ok: true, model: { enabled: ['bookingReminder'], subscriptions: 1 } };
      },
    });
    const reminder = await screen.findByRole('switch', { name: 'A reminder before my bookings' });
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(browser.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(reminder);
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ kind: 'bookingReminder', enabled: true }));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(subscribed).toHaveBeenCalledWith({ endpoint: ENDPOINT, keys: KEYS });
  });

  it('says so when the permission is refused, and turns nothing on', async () => {
    const browser = browserWithPush();
    browser.requestPermission.mockResolvedValue('denied');
    const changed = vi.fn();
    showSwitches({ setPushPreference: (request) => (changed(request.body), { ok: true, model: { enabled: [], subscriptions: 0 } }) });
    fireEvent.click(await screen.findByRole('switch', { name: 'My match is full' }));
    expect((await screen.findByRole('alert')).textContent).toContain('blocked in your browser’s settings');
    expect(changed).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('in a browser without Web Push the switches stay off and it says e-mails still come', async () => {
    showSwitches({});
    expect((await screen.findByRole('status')).textContent).toContain('E-mails still reach you');
    expect(screen.getByRole('switch', { name: 'My match is full' })).toHaveProperty('disabled', true);
  });
});
