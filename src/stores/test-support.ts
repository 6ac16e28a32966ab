// In-memory fakes for store and component tests.
import { vi } from 'vitest';
import type { ApiPort, LoginRecord } from './ports';
import { RootStore } from './RootStore';
import { HostStorage, type KeyValueStorage } from './storage';

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

export function createFakeApi(overrides: Partial<ApiPort> = {}): ApiPort {
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

export function createTestRoot(options: { api?: Partial<ApiPort>; backing?: KeyValueStorage } = {}) {
  const backing = options.backing ?? createMemoryStorage();
  const navigate = vi.fn<(path: string) => void>();
  const reload = vi.fn<() => void>();
  const api = createFakeApi(options.api);
  const root = new RootStore({ api, storage: new HostStorage(backing, 'club.test'), navigate, reload });
  return { root, api, backing, navigate, reload };
}
