/** What a Share button did: the phone's share sheet took the link, the link was copied, or the player closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface SharedPage {
  url: string;
  title?: string;
}

type SharingNavigator = Pick<Navigator, 'clipboard'> & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/** A phone or tablet (a finger, not a mouse): where the system share sheet is the natural way to pass a link on. */
function onTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Whether this device shares through the system sheet (the Web Share API on a phone). */
export function sharesNatively(data: SharedPage, nav: SharingNavigator = navigator): boolean {
  return onTouchDevice() && typeof nav.share === 'function' && (nav.canShare?.(data) ?? true);
}

/**
 * Shares a page's link: on a phone through the Web Share API (the chat apps, mail…), elsewhere — or when the sheet
 * fails — by copying it (doc 2: the caller then says "Copied" for 2 s). Closing the sheet copies nothing.
 */
export async function sharePage(data: SharedPage, nav: SharingNavigator = navigator): Promise<ShareOutcome> {
  if (sharesNatively(data, nav)) {
    try {
      await nav.share!(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a policy): the link is copied instead.
    }
  }
  await nav.clipboard?.writeText(data.url).catch(() => undefined);
  return 'copied';
}
