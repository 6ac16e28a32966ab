/** Calendar day and clock time of an instant as seen in the club's time zone. */
export interface ClubLocalTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  hour: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, found);
  }
  return found;
}

// Bookings are stored as instants; players read them on the club's wall clock, whatever the server's zone.
export function clubLocalTime(instant: Date, timeZone: string): ClubLocalTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: `${parts.hour}:${parts.minute}` };
}

export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
