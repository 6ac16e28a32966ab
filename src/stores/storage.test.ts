import { describe, expect, it } from 'vitest';
import { HostStorage } from './storage';
import { createMemoryStorage } from '../../tests/support/test-root';

function setup(start = 1_000_000) {
  let now = start;
  const backing = createMemoryStorage();
  const storage = new HostStorage(backing, 'club.example', () => now);
  return { backing, storage, advance: (ms: number) => (now += ms) };
}

describe('HostStorage', () => {
  it('prefixes keys with the host', () => {
    const { backing, storage } = setup();
    storage.set('ctk', 'token-1');
    expect(backing.getItem('club.example:ctk')).not.toBeNull();
    expect(storage.get('ctk')).toBe('token-1');
  });

  it('forgets an entry once its time is up', () => {
    const { storage, advance } = setup();
    storage.set('ctk', 'token-1', 1000);
    advance(999);
    expect(storage.get('ctk')).toBe('token-1');
    advance(1);
    expect(storage.get('ctk')).toBeNull();
  });

  it('keeps entries without expiry', () => {
    const { storage, advance } = setup();
    storage.set('lang', 'fr-FR');
    advance(10 ** 12);
    expect(storage.get('lang')).toBe('fr-FR');
  });

  it('cleans up only expired and unreadable entries of its own host', () => {
    const { backing, storage, advance } = setup();
    storage.set('old', 1, 10);
    storage.set('fresh', 2, 10_000);
    backing.setItem('club.example:broken', '{not json');
    backing.setItem('other.example:old', JSON.stringify({ value: 1, expiresAt: 0 }));
    advance(100);
    expect(storage.cleanupExpired()).toBe(2);
    expect(storage.get('fresh')).toBe(2);
    expect(backing.getItem('other.example:old')).not.toBeNull();
  });

  it('clears only its own host', () => {
    const { backing, storage } = setup();
    storage.set('cc', { id: 1 });
    backing.setItem('other.example:cc', JSON.stringify({ value: 2 }));
    storage.clear();
    expect(storage.get('cc')).toBeNull();
    expect(backing.getItem('other.example:cc')).not.toBeNull();
  });
});
