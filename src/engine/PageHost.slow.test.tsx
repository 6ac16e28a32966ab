import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHost, SLOW_PAGE_MS } from './PageHost';
import { renderWithEngine } from '../../tests/support/test-render';

// The page "held" never finds out whether it exists: its load waits on the page index for ever. The page
// "lost-once" loses its first load to the network, as a chunk can.
const lostOnce = vi.hoisted(() => ({ lost: false }));
vi.mock('./page-loader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./page-loader')>();
  const hasPage = (pageId: string): Promise<boolean> => {
    if (pageId === 'held') return new Promise<boolean>(() => undefined);
    if (pageId === 'lost-once' && !lostOnce.lost) {
      lostOnce.lost = true;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }
    return actual.hasPage(pageId);
  };
  return { ...actual, hasPage };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PageHost: a page that does not show says why in the console', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('names what the load of a page still missing after a while waits for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithEngine(<PageHost pageId="held" />);
    await vi.advanceTimersByTimeAsync(SLOW_PAGE_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith('Page "held" is not shown 8 s after its route: its load waits for the page index');
  });

  it('stays quiet about a page that showed', async () => {
    renderWithEngine(<PageHost pageId="customer-vouchers" />, { registries: { sources: { customerVouchers: async () => ({ active: [] }) } } });
    expect(await screen.findByRole('heading', { name: 'Active Vouchers', level: 1 })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await vi.advanceTimersByTimeAsync(SLOW_PAGE_MS);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('is not shown'));
  });
});

describe('PageHost: a page whose load failed', () => {
  it('loads afresh on the next visit instead of crashing until a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(<PageHost pageId="lost-once" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Technical problems. Please try again in a few minutes.');
    cleanup();
    renderWithEngine(<PageHost pageId="lost-once" />);
    // Asked again: this time the page index answers (it has no such page).
    expect((await screen.findByRole('alert')).textContent).toBe('Page "lost-once" is not implemented yet');
  });
});
