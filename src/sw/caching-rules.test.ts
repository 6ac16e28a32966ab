// The service worker's rules: what it answers from where, what it keeps, for whom, and when a page must reload.
import { describe, expect, it } from 'vitest';
import {
  buildCache,
  isActivation,
  isStalePage,
  keepableAssets,
  keepsAnswer,
  obsoleteCaches,
  otherOwners,
  overflow,
  privateKey,
  shellUrls,
  strategyFor,
  type Activation,
} from './caching-rules';

const ORIGIN = 'https://club.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('how the worker answers a request', () => {
  it('boots any portal page from the shell when offline, but never takes over the API, files or the worker itself', () => {
    expect(strategyFor(get('/customer-bookings', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/booking-join/4?token=x', 'navigate'), ORIGIN)).toBe('page');
    for (const path of ['/api/publictickets/download-ticket/t', '/uploads/menu.pdf', '/images/640/a.png', '/dev/mailbox', '/sw.js', '/app-icons/192.png']) {
      expect(strategyFor(get(path, 'navigate'), ORIGIN)).toBeNull();
    }
  });

  it('serves hashed build files from the cache first', () => {
    expect(strategyFor(get('/assets/index-DCkb7Nar.js'), ORIGIN)).toBe('asset');
  });

  it('keeps the settings and the shell’s public reads, and a player’s next bookings and access QR as private', () => {
    expect(strategyFor(get('/api/czconfigs/main-settings'), ORIGIN)).toBe('public-data');
    expect(strategyFor(get('/api/czconfigs/template'), ORIGIN)).toBe('public-data');
    expect(strategyFor(get('/manifest.webmanifest'), ORIGIN)).toBe('public-data');
    expect(strategyFor(get('/api/publicbookings/customer-bookings/12'), ORIGIN)).toBe('private-data');
    expect(strategyFor(get('/api/publicaccesscontrol/qr'), ORIGIN)).toBe('private-data');
    expect(strategyFor(get('/api/publicturnstiles/open/31'), ORIGIN)).toBe('private-data');
    expect(strategyFor(get('/uploads/Club/logo.svg'), ORIGIN)).toBe('image');
    expect(strategyFor(get('/app-icons/512.png'), ORIGIN)).toBe('image');
  });

  it('leaves writes, other reads, other origins and unusual addresses to the network', () => {
    expect(strategyFor({ ...get('/api/czconfigs/main-settings'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(strategyFor(get('/api/publicbookings/info/4'), ORIGIN)).toBeNull();
    expect(strategyFor(get('/api/shop/customer-orders/12'), ORIGIN)).toBeNull();
    expect(strategyFor(get('/api/publicbookings/customer-bookings/12?x=1'), ORIGIN)).toBeNull();
    expect(strategyFor({ url: 'https://js.stripe.com/v3/', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBeNull();
    expect(strategyFor({ url: 'https://cdn.example/assets/x-12345678.js', method: 'GET', mode: 'cors' }, ORIGIN)).toBeNull();
  });
});

describe('what the worker keeps', () => {
  it('precaches index.html and the entry’s files of its build, and drops only other builds’ caches', () => {
    expect(shellUrls(['assets/index-a.js', 'assets/index-b.css'])).toEqual(['/index.html', '/assets/index-a.js', '/assets/index-b.css']);
    expect(obsoleteCaches([buildCache('old'), buildCache('new'), 'data-public', 'data-private', 'images'], 'new')).toEqual([buildCache('old')]);
  });

  it('keeps the first visit’s build files the page reports, and nothing else it reports', () => {
    expect(
      keepableAssets(
        [`${ORIGIN}/assets/a-1.js`, `${ORIGIN}/assets/a-1.js`, `${ORIGIN}/api/x`, 'https://other.example/assets/b.js', `${ORIGIN}/assets/c.js?v=1`, 42, 'not a url'],
        ORIGIN,
      ),
    ).toEqual(['/assets/a-1.js']);
  });

  it('keeps a private answer under the token that read it: another player, or none, never reads it', () => {
    const ana = privateKey(`${ORIGIN}/api/publicaccesscontrol/qr`, 'ana-digest');
    const luis = privateKey(`${ORIGIN}/api/publicaccesscontrol/qr`, 'luis-digest');
    expect(ana).not.toBe(luis);
    expect(new URL(ana).pathname).toBe('/api/publicaccesscontrol/qr');
    // A new player's answer drops the previous player's.
    expect(otherOwners([ana, luis, privateKey(`${ORIGIN}/api/publicbookings/customer-bookings/1`, 'luis-digest')], 'luis-digest')).toEqual([ana]);
  });

  it('keeps only successful JSON answers', () => {
    expect(keepsAnswer(200, 'application/json; charset=utf-8', { ok: true, model: {} })).toBe(true);
    expect(keepsAnswer(200, 'application/manifest+json', { name: 'Club' })).toBe(true);
    expect(keepsAnswer(200, 'application/json', true)).toBe(true);
    expect(keepsAnswer(200, 'application/json', { ok: false, errorMsg: 'No' })).toBe(false);
    expect(keepsAnswer(401, 'application/json', { ok: true })).toBe(false);
    expect(keepsAnswer(200, 'application/pdf', null)).toBe(false);
  });

  it('drops the oldest pictures past the limit', () => {
    expect(overflow(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(overflow(['a'], 3)).toEqual([]);
  });
});

describe('a deployment reaching an open page', () => {
  const activation: Activation = { type: 'portal-sw-activated', build: 'b2', shell: ['/index.html', '/assets/index-NEW.js', '/assets/index-NEW.css'] };

  it('reloads a page of an older build, not a page of the new one', () => {
    expect(isActivation(activation)).toBe(true);
    expect(isStalePage(`${ORIGIN}/assets/index-OLD.js`, activation)).toBe(true);
    expect(isStalePage(`${ORIGIN}/assets/index-NEW.js`, activation)).toBe(false);
  });

  it('ignores other messages and pages not running a build (the development server)', () => {
    expect(isActivation({ type: 'something' })).toBe(false);
    expect(isActivation(null)).toBe(false);
    expect(isStalePage(`${ORIGIN}/src/sw/register.ts`, activation)).toBe(false);
  });
});
