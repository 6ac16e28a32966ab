// @vitest-environment jsdom
// Share buttons: the phone's share sheet (Web Share API) when there is one, otherwise the link is copied.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharePage } from './share-page';

const page = { url: 'https://club.example/activity/5', title: 'Summer camp' };

function device(pointer: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(pointer: ${pointer})`, media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('sharing a page', () => {
  it('opens the share sheet on a phone and copies nothing', async () => {
    device('coarse');
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage(page, { share, clipboard: { writeText } } as never)).toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies nothing when the player closes the sheet', async () => {
    device('coarse');
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage(page, { share, clipboard: { writeText } } as never)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the sheet is refused, when the phone cannot share it, and on a computer', async () => {
    const writeText = vi.fn(async () => undefined);
    device('coarse');
    const refused = vi.fn(async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await sharePage(page, { share: refused, clipboard: { writeText } } as never)).toBe('copied');
    expect(await sharePage(page, { share: refused, canShare: () => false, clipboard: { writeText } } as never)).toBe('copied');
    expect(await sharePage(page, { clipboard: { writeText } } as never)).toBe('copied');
    device('fine');
    const share = vi.fn(async () => undefined);
    expect(await sharePage(page, { share, clipboard: { writeText } } as never)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledTimes(4);
    expect(writeText).toHaveBeenLastCalledWith(page.url);
  });
});
