import type { ApiHooks } from '../api/ports';
import type { RootStore } from '../stores/RootStore';
import { saveFile } from './save-file';

export interface PortalApiHooks extends ApiHooks {
  /** The client exists before the stores that answer its hooks; they are attached once built. */
  attach(root: RootStore, crashMessage: () => string): void;
}

/** The API client's session rules, answered by the stores (doc 1 §4, §7). */
export function createPortalApiHooks(): PortalApiHooks {
  let root: RootStore | null = null;
  let crash: () => string = () => 'Crash';
  return {
    attach(attached, crashMessage) {
      root = attached;
      crash = crashMessage;
    },
    onUnauthorized(backUrl) {
      root?.session.handleUnauthorized(backUrl);
    },
    onStorageVersion(version) {
      root?.session.applyStorageVersion(version);
    },
    onDownload: saveFile,
    crashMessage: () => crash(),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}
