interface ImportMetaEnv {
  /** Which manifest/clubs/<club>.json this build applies; "default" when unset. */
  readonly VITE_CLUB?: string;
}
