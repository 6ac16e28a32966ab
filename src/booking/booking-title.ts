// A booking's title as the club's server writes it may already end in its length ("Padel court · 90 min"): the
// card says the duration once, beside the date, so the title drops that tail when it repeats the booking's own.

// "· 90 min", "- 90 mins", "| 90 minutos", "(90 min.)": a separator, the minutes, a word for them.
const DURATION_TAIL = /\s*(?:[·•|–—-]\s*|\()(\d+)\s*(?:min|mins|minutes?|minutos?|minuti)\.?\)?\s*$/i;

/** The title without a trailing duration equal to the booking's ("Padel court · 90 min", 90 → "Padel court"). */
export function titleWithoutDuration(title: string, duration: number | null | undefined): string {
  const tail = DURATION_TAIL.exec(title);
  if (!tail || duration === null || duration === undefined || Number(tail[1]) !== duration) return title;
  const rest = title.slice(0, tail.index).trim();
  // A title that is nothing but the duration stays as it is.
  return rest === '' ? title : rest;
}
