import type { HostStorage } from '../../stores/storage';

// The method a customer last paid with on this device, so the next checkout opens on it (issue 35).
const KEY = 'checkout-last-method';
const KEEP_MS = 365 * 24 * 60 * 60 * 1000;

export function lastMethodKey(storage: HostStorage, customerId: number | null): string | null {
  if (customerId === null) return null;
  return storage.get<string>(`${KEY}:${customerId}`);
}

export function rememberMethodKey(storage: HostStorage, customerId: number | null, key: string | null): void {
  if (customerId === null || key === null) return;
  storage.set(`${KEY}:${customerId}`, key, KEEP_MS);
}
