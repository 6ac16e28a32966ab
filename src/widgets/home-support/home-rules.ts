/** Each home list shows its first 4 items (doc 3 §2.10). */
export const FIRST_ITEMS = 4;
/** Testimonials and team show up to 15 rows (0 to 14). */
export const MAX_ROWS = 15;
/** Last posts on the home page. */
export const LAST_POSTS = 3;

/** The first `count` items of a list (the "first 4" rule); a missing list is empty. */
export function firstItems<T>(items: readonly T[] | null | undefined, count = FIRST_ITEMS): T[] {
  return (items ?? []).slice(0, Math.max(0, count));
}

/** A number option of home.json, or its default when absent or not a positive number. */
export function numberOption(options: Readonly<Record<string, unknown>>, name: string, fallback: number): number {
  const value = options[name];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface PlayerLike {
  customerId?: number;
  isPlaceholder?: boolean | null;
}

/**
 * The players a match card shows: up to 4; with 5 or more, the first 3 and "+N" for the rest
 * (doc 3 §2.10). Free places are not players.
 */
export function cardPlayers<T extends PlayerLike>(players: readonly T[] | null | undefined, max = 4): { shown: T[]; more: number } {
  const real = (players ?? []).filter((player) => !player.isPlaceholder && player.customerId !== -1);
  if (real.length <= max) return { shown: real, more: 0 };
  const shown = real.slice(0, max - 1);
  return { shown, more: real.length - shown.length };
}
