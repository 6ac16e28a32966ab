import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollStatus, returnDestination } from './poll-status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollStatus', () => {
  it('asks again one second later while the answer says retry, and stops at the first settled answer', async () => {
    const answers = [
      { ok: false, retry: true },
      { ok: false, retry: true },
      { ok: true, retry: false },
    ];
    const ask = vi.fn(async () => answers.shift()!);
    const done = pollStatus(ask);
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual({ ok: true, retry: false });
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('retries up to 10 times after the first ask (11 asks, 10 seconds apart in all), then gives up', async () => {
    const ask = vi.fn(async () => ({ ok: false, retry: true }));
    const done = pollStatus(ask);
    await vi.advanceTimersByTimeAsync(9999);
    expect(ask).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ ok: false, retry: true });
    expect(ask).toHaveBeenCalledTimes(11);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(11);
  });

  it('treats no answer or a failed request as a failure at once', async () => {
    await expect(pollStatus(async () => null)).resolves.toBeNull();
    await expect(pollStatus(async () => Promise.reject(new Error('offline')))).resolves.toBeNull();
  });
});

describe('returnDestination', () => {
  it('goes to /cz/ok, /cz/ko, or back to checkout with the saved card of a setup intent', () => {
    expect(returnDestination({ ok: true }, null)).toBe('/cz/ok');
    expect(returnDestination({ ok: false, retry: false }, null)).toBe('/cz/ko');
    expect(returnDestination(null, null)).toBe('/cz/ko');
    expect(returnDestination({ ok: true, tokenId: '42' }, 'stripe_token')).toBe('/checkout?stripe_token=42');
    expect(returnDestination({ ok: true }, 'stripe_token')).toBe('/cz/ko');
  });
});
