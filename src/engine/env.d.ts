interface ImportMetaEnv {
  /** Which manifest/clubs/<club>.json this build applies; "default" when unset. */
  readonly VITE_CLUB?: string;
  /** Origin of the club server the portal talks to; the portal's own origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}
