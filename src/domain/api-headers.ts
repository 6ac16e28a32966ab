/** The header the settings answer carries the club's storage version in: a portal holding an older one clears what it stored (doc 1 §4). */
export const STORAGE_VERSION_HEADER = 'X-Storage-Version';
