import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, type FakeOperations } from '../../../tests/support/test-root';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { accessCodeImageSrc } from './access-code-content';
import { AccessCodeButton } from './AccessCodeButton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function showButton(operations: FakeOperations, label?: string) {
  const test = createTestRoot({ operations });
  renderWithEngine(<AccessCodeButton options={label ? { label } : {}} />, { root: test.root });
  return test;
}

describe('the access-code overlay', () => {
  it('shows the code, fetches it again when it expires, and stops once closed', async () => {
    // The clock is the test's: the code's validity passes by advancing it, not by waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let served = 0;
    const { fetch } = showButton({
      getAccessCode: () => {
        served += 1;
        return { ok: true, model: { content: `CODE-${served}`, contentType: 'text', validUntil: new Date(Date.now() + 1200).toISOString() } };
      },
    });
    const codeCalls = () => fetch.calls.filter((call) => call.path === '/api/publicaccesscontrol/qr').length;
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    await vi.waitFor(() => expect(screen.getByText('CODE-1')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await vi.waitFor(() => expect(screen.getByText('CODE-2')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const fetchedWhenClosed = codeCalls();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(codeCalls()).toBe(fetchedWhenClosed);
  });

  it('appears only after the code has been fetched, not before', async () => {
    let answer!: (code: OperationAnswer<'getAccessCode'>) => void;
    showButton({ getAccessCode: () => new Promise<OperationAnswer<'getAccessCode'>>((resolve) => (answer = resolve)) });
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.queryByRole('dialog')).toBeNull();
    answer({ ok: true, model: { content: 'CODE-1', contentType: 'text' } });
    expect(await screen.findByRole('dialog', { name: 'Access code' })).toBeTruthy();
    expect(screen.getByText('CODE-1')).toBeTruthy();
  });

  it('shows nothing and closes when the fetch fails, so the next click fetches again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { fetch } = showButton({
      getAccessCode: () =>
        fail ? Response.json({ ok: false, errorMsg: 'Access control is down' }, { status: 503 }) : { ok: true, model: { content: 'CODE-2', contentType: 'text' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the access code', expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Access control is down')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Access code' }));
    expect(await screen.findByText('CODE-2')).toBeTruthy();
    expect(fetch.calls.filter((call) => call.path === '/api/publicaccesscontrol/qr')).toHaveLength(2);
  });

  it('shows an image code as an image', async () => {
    showButton({ getAccessCode: { ok: true, model: { content: 'iVBORw0KGgo=', contentType: 'image', encoding: 'base64' } } }, 'footer.qr');
    fireEvent.click(screen.getByRole('button', { name: 'QR' }));
    const image = await screen.findByRole('img', { name: 'Access code' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

describe('the access code image', () => {
  const code = (content: string, contentType: string, encoding?: string | null) => ({ content, contentType: contentType as 'image', encoding });

  it('honours the image type the content or contentType names, not always PNG', () => {
    expect(accessCodeImageSrc(code('PHN2ZyB4bWxucz0iIi8+', 'image', 'base64'))).toBe('data:image/svg+xml;base64,PHN2ZyB4bWxucz0iIi8+');
    expect(accessCodeImageSrc(code('/9j/4AAQ', 'image'))).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(accessCodeImageSrc(code('R0lGODlh', 'image/gif', 'base64'))).toBe('data:image/gif;base64,R0lGODlh');
  });

  it('honours an encoding other than base64: the markup goes into the address escaped', () => {
    expect(accessCodeImageSrc(code('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image', 'utf-8'))).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
  });
});
