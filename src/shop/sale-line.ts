import { withReadableDates, type DateCulture } from '../i18n/dates';

/**
 * How a pending sale reads on a cart or checkout line (issue 35): what it is and when, in the one date format, never
 * an internal code such as its sale number. The description's court is dropped when the title already names it.
 */
export function saleLine(sale: { title?: string | null; description?: string | null }, culture: DateCulture): { title: string; when: string | null } {
  const title = withReadableDates(sale.title || sale.description || '', culture);
  if (!sale.title || !sale.description || sale.description === sale.title) return { title, when: null };
  const described = sale.description.replace(/^([^,]+), /, (part, court: string) => (title.includes(court) ? '' : part));
  return { title, when: withReadableDates(described, culture) };
}
