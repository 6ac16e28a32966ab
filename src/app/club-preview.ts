import type { ClubOverride } from '../generated/schemas/manifest';
import type { ApiPort } from '../stores/ports';
import { HostStorage, type KeyValueStorage } from '../stores/storage';
import { isRecord } from '../domain/is-record';

// A frame opened with ?clubPreview (the club's settings page's preview) asks its parent for the draft by postMessage
// and starts with it, through the same merge as the served club file. It writes nothing to the browser's storage, so
// the staff member's own pages never start from a draft.

export { CLUB_PREVIEW_PARAM } from './club-preview-param';
/** The frame's request for the draft, and the page's answer. */
export const PREVIEW_READY = 'club-preview-ready';
export const PREVIEW_DRAFT = 'club-preview-draft';
/** How long a frame waits for its draft before it shows the portal as served. */
const DRAFT_WAIT_MS = 4_000;

/** The look a draft sets (the settings page's colours, logo and banner); absent values keep the club's. */
export interface PreviewLook {
  buttonsColor?: string | null;
  footerColor?: string | null;
  logo?: string | null;
  banner?: string | null;
}

export interface PreviewDraft {
  override: ClubOverride;
  look: PreviewLook;
}

/** Asks the parent page for its draft; null when it does not answer in time (the portal then starts as served). */
function receiveClubPreview(): Promise<PreviewDraft | null> {
  return new Promise((resolve) => {
    const done = (draft: PreviewDraft | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', listen);
      resolve(draft);
    };
    const listen = (event: MessageEvent<unknown>) => {
      // Only the page that holds this frame, on this origin, hands it a draft.
      if (event.origin !== window.location.origin || event.source !== window.parent || !isRecord(event.data) || event.data.type !== PREVIEW_DRAFT) return;
      const draft = event.data.draft;
      done(isRecord(draft) && isRecord(draft.override) ? { override: draft.override as ClubOverride, look: isRecord(draft.look) ? (draft.look as PreviewLook) : {} } : null);
    };
    const timer = setTimeout(() => done(null), DRAFT_WAIT_MS);
    window.addEventListener('message', listen);
    window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
  });
}

/** The browser's storage as the frame sees it: read as it is (the staff member's sign-in), written only in memory. */
function previewStorage(): HostStorage {
  const real = window.localStorage;
  const written = new Map<string, string | null>();
  const backing: KeyValueStorage = {
    getItem: (key) => (written.has(key) ? written.get(key)! : real.getItem(key)),
    setItem: (key, value) => void written.set(key, value),
    removeItem: (key) => void written.set(key, null),
    key: (index) => real.key(index),
    get length() {
      return real.length;
    },
  };
  return new HostStorage(backing, window.location.host);
}

/** The club's settings with the draft's look over them. */
function withPreviewLook(api: ApiPort, look: PreviewLook): ApiPort {
  const set = <T>(value: T | null | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    ...api,
    async loadMainSettings() {
      const settings = await api.loadMainSettings();
      const changed = { ButtonsColor: set(look.buttonsColor), FooterColor: set(look.footerColor), Mainlogo: set(look.logo), HeaderImage: set(look.banner) };
      return { ...settings, ...Object.fromEntries(Object.entries(changed).filter(([, value]) => value !== undefined)) };
    },
  };
}

/** A preview frame's start: the parent's draft, the storage it writes nothing to, and the draft's look over the API. */
export interface ClubPreview {
  override: ClubOverride;
  storage: HostStorage;
  withLook(api: ApiPort): ApiPort;
}

/** The frame's start once the parent has handed it a draft; null when it did not in time (the portal then starts as served). */
export async function startClubPreview(): Promise<ClubPreview | null> {
  const draft = await receiveClubPreview();
  return draft && { override: draft.override, storage: previewStorage(), withLook: (api) => withPreviewLook(api, draft.look) };
}
