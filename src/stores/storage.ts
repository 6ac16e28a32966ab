/** The part of the DOM Storage interface HostStorage uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Entry<T> {
  value: T;
  expiresAt?: number;
}

/**
 * localStorage with keys prefixed by host (several club sites can share an origin's
 * storage in development) and entries that expire.
 */
export class HostStorage {
  private readonly prefix: string;

  constructor(
    private readonly backing: KeyValueStorage,
    host: string,
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = `${host}:`;
  }

  get<T>(key: string): T | null {
    const raw = this.backing.getItem(this.prefix + key);
    if (raw === null) return null;
    const entry = this.parse<T>(raw);
    if (!entry || this.isExpired(entry)) {
      this.backing.removeItem(this.prefix + key);
      return null;
    }
    return entry.value;
  }

  /** Stores a value; with ttlMs it disappears that many milliseconds from now. */
  set<T>(key: string, value: T, ttlMs?: number): void {
    this.write(key, ttlMs === undefined ? { value } : { value, expiresAt: this.now() + ttlMs });
  }

  setUntil<T>(key: string, value: T, expiresAt: number): void {
    this.write(key, { value, expiresAt });
  }

  remove(key: string): void {
    this.backing.removeItem(this.prefix + key);
  }

  /** Removes this host's expired or unreadable entries; returns how many went. */
  cleanupExpired(): number {
    const stale = this.ownKeys().filter((fullKey) => {
      const entry = this.parse(this.backing.getItem(fullKey) ?? '');
      return !entry || this.isExpired(entry);
    });
    stale.forEach((fullKey) => this.backing.removeItem(fullKey));
    return stale.length;
  }

  /** Removes every entry of this host, leaving other hosts' entries alone. */
  clear(): void {
    this.ownKeys().forEach((fullKey) => this.backing.removeItem(fullKey));
  }

  private ownKeys(): string[] {
    const keys: string[] = [];
    for (let index = 0; index < this.backing.length; index += 1) {
      const key = this.backing.key(index);
      if (key?.startsWith(this.prefix)) keys.push(key);
    }
    return keys;
  }

  private write<T>(key: string, entry: Entry<T>): void {
    try {
      this.backing.setItem(this.prefix + key, JSON.stringify(entry));
    } catch (error) {
      // Full or blocked storage (private browsing): the session just doesn't survive a reload.
      console.warn(`Could not store "${key}"`, error);
    }
  }

  private parse<T>(raw: string): Entry<T> | null {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? (parsed as Entry<T>) : null;
    } catch {
      return null;
    }
  }

  private isExpired(entry: Entry<unknown>): boolean {
    return entry.expiresAt !== undefined && entry.expiresAt <= this.now();
  }
}

export function createBrowserStorage(): HostStorage {
  return new HostStorage(window.localStorage, window.location.host);
}
