/** What the API client needs from the portal; the portal's stores implement it, so the client never imports them. */
export interface ApiSessionPort {
  /** The stored access token (ctk), or null when nobody is logged in. */
  accessToken(): string | null;
  /** The language the player reads the portal in; the server writes its refusals in it. */
  language(): string;
}

export interface ApiHooks {
  /** HTTP 401: the portal clears local storage and opens the login with this back URL. */
  onUnauthorized(backUrl: string): void;
  /** Every answer carrying the storage-version header reports it (document 1, section 4). */
  onStorageVersion(version: number): void;
  /** A non-JSON, non-text answer (pdf, csv, xls…) handed over as a file. */
  onDownload(file: Blob, fileName: string): void;
  /** The wording of the Crash text in the current language. */
  crashMessage(): string;
  /** The current location, used as the back URL after a 401. */
  currentPath(): string;
}

export const PORTAL_VERSION_HEADER = 'X-Portal-Version';
