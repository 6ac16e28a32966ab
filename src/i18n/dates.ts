import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The format the server and the portal exchange dates in (doc 1 §5). */
const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

// The club's DateFormat uses .NET-style patterns; longest first so "yyyy" never reads as "yy"+"yy".
const TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['yyyy', 'YYYY'],
  ['yy', 'YY'],
  ['MMMM', 'MMMM'],
  ['MMM', 'MMM'],
  ['MM', 'MM'],
  ['M', 'M'],
  ['dddd', 'dddd'],
  ['ddd', 'ddd'],
  ['dd', 'DD'],
  ['d', 'D'],
  ['HH', 'HH'],
  ['H', 'H'],
  ['hh', 'hh'],
  ['h', 'h'],
  ['mm', 'mm'],
  ['ss', 'ss'],
  ['tt', 'A'],
];

/** Converts a .NET-style date pattern to a dayjs one; other letters are kept as literal text. */
export function toDayjsFormat(pattern: string): string {
  let result = '';
  let literal = '';
  const flushLiteral = () => {
    if (literal) result += `[${literal}]`;
    literal = '';
  };
  for (let index = 0; index < pattern.length;) {
    const token = TOKENS.find(([source]) => pattern.startsWith(source, index));
    if (token) {
      flushLiteral();
      result += token[1];
      index += token[0].length;
      continue;
    }
    const char = pattern.charAt(index);
    if (/[A-Za-z[\]]/.test(char)) literal += char;
    else {
      flushLiteral();
      result += char;
    }
    index += 1;
  }
  flushLiteral();
  return result;
}

/** The date picker shows a 12-hour clock only when the club's format asks for am/pm. */
export function uses12HourClock(pattern: string): boolean {
  return pattern.includes('tt');
}

export type DateInput = string | number | Date;

/**
 * Formats an instant in the club's time zone. Strings without an offset are read as UTC,
 * which is how the server sends them; an unknown time zone falls back to UTC.
 */
export function formatDate(value: DateInput, pattern: string, timeZone?: string | null): string {
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return '';
  const format = toDayjsFormat(pattern);
  if (!timeZone) return instant.format(format);
  try {
    return instant.tz(timeZone).format(format);
  } catch {
    return instant.format(format);
  }
}

export function formatSystemDate(value: DateInput, timeZone?: string | null): string {
  return formatDate(value, SYSTEM_DATE_FORMAT, timeZone);
}
