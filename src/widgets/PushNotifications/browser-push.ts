import { MessageError } from '../../i18n/message';

/** What this browser offers for Web Push now: nothing, a permission refused in its settings, or a permission to ask or granted. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function browserPushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** A browser's subscription as the contract's subscribePush takes it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Subscribes this browser to the club's pushes, asking the browser's permission first when it was never given. Only
 * ever called from the player's tap on a switch: the browser shows its permission prompt then, never on its own.
 * Throws a MessageError saying why when it cannot (no support, the permission refused or dismissed).
 */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<BrowserSubscription> {
  if (browserPushSupport() === 'unsupported') throw new MessageError({ key: 'notifications.unsupported' });
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new MessageError({ key: 'notifications.blocked' });
  if (permission !== 'granted') throw new MessageError({ key: 'notifications.notAllowed' });
  // The portal's worker (src/sw/) is registered once the page has loaded, in production builds.
  if (!(await navigator.serviceWorker.getRegistration())) throw new MessageError({ key: 'notifications.unsupported' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(await publicKey()) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new MessageError({ key: 'notifications.unsupported' });
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** This browser's subscription's address, if it has one (to forget it for the customer). */
export async function thisBrowserEndpoint(): Promise<string | null> {
  if (browserPushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}
