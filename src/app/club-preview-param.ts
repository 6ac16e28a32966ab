// Whether a page is a preview frame, apart from the preview itself (./club-preview.ts): every visit asks, only a
// preview frame loads the rest.

/** The query parameter that opens the portal as a preview frame. */
export const CLUB_PREVIEW_PARAM = 'clubPreview';

/** Whether this page is a preview frame of the club's settings page (same origin, inside a parent). */
export function inClubPreview(): boolean {
  return window.parent !== window && new URLSearchParams(window.location.search).has(CLUB_PREVIEW_PARAM);
}
