import { withReadableDates, type DateCulture } from '../i18n/dates';

/**
 * How a pending sale reads on a cart or checkout line (issue 35): what it is and when — a booking's name and its day and
 * time in the one format, never an internal code such as its sale number. A booking's description names its court and
 * start ("Padel 1, 2026-12-06 18:00 (60 min)"): it reads "Sun 6 Dec · 18:00 (60 min)" beside a title naming the court.
 */
export function saleLine(sale: { title?: string | null; description?: string | null }, culture: DateCulture): { title: string; when: string | null } {
  const title = withReadableDates(sale.title || sale.description || '', culture);
  if (!sale.title || !sale.description || sale.description === sale.title) return { title, when: null };
  const described = sale.description.replace(/^([^,]+), /, (part, court: string) => (title.includes(court) ? '' : part));
  return { title, when: withReadableDates(described, culture) };
}
