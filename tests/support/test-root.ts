// In-memory fakes for store and component tests.
import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createPortalApiHooks } from '../../src/app/api-hooks';
import { createApiPort } from '../../src/app/api-port';
import type { ApiPort, LoginRecord } from '../../src/stores/ports';
import { RootStore } from '../../src/stores/RootStore';
import { ACCESS_TOKEN_KEY } from '../../src/stores/SessionStore';
import { HostStorage, type KeyValueStorage } from '../../src/stores/storage';
import { answerOperation, checkedOperations, type FakeOperations, type FakeRequest } from './fake-operations';

export type { FakeOperations, FakeRequest };

const TEST_API_ORIGIN = 'http://club.test';

/**
 * A multipart body read back as FormData. Node 24's fetch parses it into its own File class and asserts that the
 * global File is that class, which a jsdom test has replaced with jsdom's: Node's is put back while it parses.
 */
async function multipartBody(request: Request): Promise<FormData> {
  const pageFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.formData();
  } finally {
    globalThis.File = pageFile;
  }
}

/**
 * The fake club server: it answers by operation only (typed by the contract, checked against it), a raw Response
 * standing for another status or a shape outside the contract; anything else answers 404.
 */
function createFakeFetch(operations: FakeOperations = {}) {
  checkedOperations(operations);
  const calls: FakeRequest[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // A multipart body (dynamicforms/save) is kept as its FormData; any other is JSON.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') === true;
    const text = multipart ? '' : await request.text();
    const call: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: multipart ? await multipartBody(request) : text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    return (await answerOperation(operations, call)) ?? notFaked(call);
  });
  return Object.assign(fakeFetch, { calls });
}

function notFaked(call: FakeRequest): Response {
  return Response.json({ ok: false, errorMsg: `No fake for ${call.method} ${call.path}` }, { status: 404 });
}

export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

function createFakeApi(overrides: Partial<ApiPort> = {}): ApiPort {
  return {
    loadMainSettings: vi.fn(async () => ({ Title: 'Padel Club', Uploads: '/uploads', HasShop: true })),
    login: vi.fn(async () => ({ ok: false as const, errorMsg: null, redirect: false })),
    impersonate: vi.fn(async () => ({ ok: false as const, errorMsg: 'not allowed' })),
    loadCustomer: vi.fn(async (id: number) => ({ id, name: 'Ana', surname: 'García', children: [] })),
    ...overrides,
  };
}

export function loginRecord(overrides: Partial<LoginRecord> = {}): LoginRecord {
  return {
    token: 'token-1',
    expiry: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    id: 7,
    logo: null,
    name: 'Ana',
    surname: 'García',
    ...overrides,
  };
}

export interface TestRootOptions {
  api?: Partial<ApiPort>;
  backing?: KeyValueStorage;
  /** The fake server's answers by operation, typed by the contract and checked against it (fake-operations.ts). */
  operations?: FakeOperations;
  /** The stores reach the fake server through the real port adapter instead of in-memory fakes. */
  portOverClient?: boolean;
}

export function createTestRoot(options: TestRootOptions = {}) {
  const backing = options.backing ?? createMemoryStorage();
  const navigate = vi.fn<(path: string) => void>();
  const reload = vi.fn<() => void>();
  const storage = new HostStorage(backing, 'club.test');
  const fetch = createFakeFetch(options.operations);
  const hooks = createPortalApiHooks();
  const client = createApiClient({
    baseUrl: TEST_API_ORIGIN,
    portalVersion: 'test',
    session: { accessToken: () => storage.get<string>(ACCESS_TOKEN_KEY), language: () => 'en-US' },
    hooks,
    fetch,
  });
  const api = options.portOverClient ? { ...createApiPort(client, ''), ...options.api } : createFakeApi(options.api);
  const root = new RootStore({ api, client, storage, navigate, reload });
  hooks.attach(root, () => 'Crash');
  return { root, api, backing, navigate, reload, fetch };
}
