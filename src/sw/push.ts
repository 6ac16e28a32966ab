// The service worker's Web Push part (issue 40): a push from the club server (src/server/push/) shows its
// notification; a tap on it opens the page it names, in a tab of the portal already open when there is one.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>; openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

/** What the server sends (src/server/push/notice.ts PushPayload), read defensively: it came over the network. */
export function notificationOf(text: string | undefined, origin: string): { title: string; options: NotificationOptions } | null {
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, path, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  return {
    title,
    options: {
      body: typeof body === 'string' ? body : '',
      tag: typeof tag === 'string' ? tag : undefined,
      icon: '/app-icons/192.png',
      badge: '/app-icons/192.png',
      data: { url: pageUrl(path, origin) },
    },
  };
}

/** The portal page a notification opens: a path of this origin, else the home page (never another site). */
export function pageUrl(path: unknown, origin: string): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return `${origin}/`;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

export function handlePushes(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const shown = notificationOf(event.data?.text(), scope.location.origin);
    if (shown) event.waitUntil(scope.registration.showNotification(shown.title, shown.options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: unknown };
    const target = pageUrl(typeof url === 'string' ? url.slice(scope.location.origin.length) : undefined, scope.location.origin);
    event.waitUntil(
      (async () => {
        const open = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).find((client) => client.url.startsWith(`${scope.location.origin}/`));
        // navigate() works on a tab this worker controls; any other opens a new one.
        const shown = open
          ? await open
              .navigate(target)
              .then(() => open.focus())
              .then(
                () => true,
                () => false,
              )
          : false;
        if (!shown) await scope.clients.openWindow(target);
      })(),
    );
  });
}
