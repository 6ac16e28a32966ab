// The demo club's calendar: journeys pick their dates in the club's time zone, whatever the machine's.
export const CLUB_ZONE = 'Europe/Madrid';

/** A day on the club's calendar (yyyy-MM-dd), `days` after today (0 is today). */
export function clubDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
