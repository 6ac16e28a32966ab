import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot } from '../../stores/test-support';
import { AccessCodeButton } from './AccessCodeButton';

afterEach(cleanup);

describe('the access-code overlay', () => {
  it('shows the code, fetches it again when it expires, and stops once closed', async () => {
    let served = 0;
    const { root, fetch } = createTestRoot({
      routes: {
        'GET /api/publicaccesscontrol/qr': () => {
          served += 1;
          return { ok: true, model: { content: `CODE-${served}`, contentType: 'text', validUntil: new Date(Date.now() + 1200).toISOString() } };
        },
      },
    });
    renderWithEngine(<AccessCodeButton options={{}} />, { root });
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    expect(await screen.findByText('CODE-1')).toBeTruthy();
    expect(await screen.findByText('CODE-2', {}, { timeout: 3000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const fetchedWhenClosed = served;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(fetch.calls.filter((call) => call.path === '/api/publicaccesscontrol/qr')).toHaveLength(fetchedWhenClosed);
  }, 15_000);

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
