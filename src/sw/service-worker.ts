// The portal's service worker, built into /sw.js by build-plugin.ts (one file, no imports at run time). It keeps
// the build's shell and the last settings so a repeat visit paints offline, and a signed-in player's next bookings
// and access QR so they read without a network; online, every read still goes to the server first.
import { build, shell } from 'virtual:portal-sw-build';
import {
  buildCache,
  DATA_CACHES,
  keepableAssets,
  keepsAnswer,
  obsoleteCaches,
  otherOwners,
  overflow,
  privateKey,
  shellUrls,
  strategyFor,
  type Activation,
  type Strategy,
} from './caching-rules';
import { handlePushes, type PushScope } from './push';

// The few service-worker types used here (the project's TypeScript lib is the DOM's, not the WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const SHELL = shellUrls(shell);
/** Club pictures kept for offline: the most recent ones (a shop page alone shows dozens). */
const MAX_IMAGES = 60;

worker.addEventListener('install', (event) => {
  // The new build's shell is cached before it takes over; then it takes over at once (see 'activate').
  event.waitUntil(
    caches
      .open(buildCache(build))
      .then((cache) => cache.addAll(SHELL))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(obsoleteCaches(await caches.keys(), build).map((name) => caches.delete(name)));
      await worker.clients.claim();
      // Pages of an older build reload (with "The system has been updated"): their lazy files are gone from the server.
      const activation: Activation = { type: 'portal-sw-activated', build, shell: SHELL };
      for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(activation);
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'portal-keep' || !Array.isArray(data.urls)) return;
  // The files the first visit loaded before this worker controlled it.
  const urls = keepableAssets(data.urls, origin);
  event.waitUntil(
    caches.open(buildCache(build)).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
});

// Web Push: the notifications the player turned on (account page), and a tap on one opening its page.
handlePushes(self as unknown as PushScope);

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  if (strategy) event.respondWith(answer(strategy, event.request));
});

function answer(strategy: Strategy, request: Request): Promise<Response> {
  switch (strategy) {
    case 'page':
      return page(request);
    case 'asset':
      return asset(request);
    case 'public-data':
      return networkFirst(request, DATA_CACHES.public, request.url, true);
    case 'private-data':
      return privateRead(request);
    case 'image':
      return image(request);
  }
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const shellPage = await caches.match('/index.html', { cacheName: buildCache(build) });
    if (shellPage) return shellPage;
    throw offline;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(buildCache(build));
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(new URL(request.url).pathname, response.clone());
  return response;
}

/** The network's answer, kept under `key` when it is a success; offline, the last one kept. */
async function networkFirst(request: Request, cacheName: string, key: string, json: boolean): Promise<Response> {
  const cache = await caches.open(cacheName);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw offline;
  }
  if (await worthKeeping(response, json)) await cache.put(key, response.clone());
  return response;
}

async function worthKeeping(response: Response, json: boolean): Promise<boolean> {
  if (!json) return response.ok && response.type === 'basic';
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return body !== undefined && keepsAnswer(response.status, response.headers.get('content-type'), body);
}

async function privateRead(request: Request): Promise<Response> {
  const token = request.headers.get('authorization');
  // Without a token nothing is kept or served from what another session kept.
  if (!token) return fetch(request);
  const owner = await digest(token);
  const key = privateKey(request.url, owner);
  const response = await networkFirst(request, DATA_CACHES.private, key, true);
  const cache = await caches.open(DATA_CACHES.private);
  const others = otherOwners(
    (await cache.keys()).map((kept) => kept.url),
    owner,
  );
  await Promise.all(others.map((url) => cache.delete(url)));
  return response;
}

async function image(request: Request): Promise<Response> {
  const response = await networkFirst(request, DATA_CACHES.images, request.url, false);
  const cache = await caches.open(DATA_CACHES.images);
  await Promise.all(overflow(await cache.keys(), MAX_IMAGES).map((key) => cache.delete(key)));
  return response;
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
