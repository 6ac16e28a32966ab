import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot } from '../../stores/test-support';
import { AccessCodeButton } from './AccessCodeButton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the access-code overlay', () => {
  it('shows the code, fetches it again when it expires, and stops once closed', async () => {
    // The clock is the test's: the code's validity passes by advancing it, not by waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let served = 0;
    const { root, fetch } = createTestRoot({
      routes: {
        'GET /api/publicaccesscontrol/qr': () => {
          served += 1;
          return { ok: true, model: { content: `CODE-${served}`, contentType: 'text', validUntil: new Date(Date.now() + 1200).toISOString() } };
        },
      },
    });
    const codeCalls = () => fetch.calls.filter((call) => call.path === '/api/publicaccesscontrol/qr').length;
    renderWithEngine(<AccessCodeButton options={{}} />, { root });
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    await vi.waitFor(() => expect(screen.getByText('CODE-1')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await vi.waitFor(() => expect(screen.getByText('CODE-2')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const fetchedWhenClosed = codeCalls();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(codeCalls()).toBe(fetchedWhenClosed);
  });

  it('shows an image code as an image', async () => {
    const { root } = createTestRoot({
      routes: { 'GET /api/publicaccesscontrol/qr': { ok: true, model: { content: 'iVBORw0KGgo=', contentType: 'image' } } },
    });
    renderWithEngine(<AccessCodeButton options={{ label: 'footer.qr' }} />, { root });
    fireEvent.click(screen.getByRole('button', { name: 'QR' }));
    const image = await screen.findByRole('img', { name: 'Access code' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
