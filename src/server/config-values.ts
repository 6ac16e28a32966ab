import { isIP } from 'node:net';

/**
 * How one environment variable's text becomes its value. A wrong value throws an Error saying what the value
 * must be (e.g. `must be a whole number from 60 to 2147483647, got "7d"`); the reader (config-variables.ts)
 * puts the variable's name in front, unless the message already starts with it.
 */
export type Parse<T> = (text: string) => T;

/**
 * One environment variable: how its text is read, what it is for, and its value when unset. The README's
 * configuration table lists every variable declared here with the same default (config-readme.test.ts), and
 * every variable the server's code reads is declared here (config-reads.test.ts).
 */
interface Variable<T> {
  parse: Parse<T>;
  /** One line for an operator; the README's table says more. */
  description: string;
  /** The text taken when the variable is unset or blank, read like a set value. */
  default?: string;
  /** A default that depends on other variables, as the README's table writes it (e.g. "`http://localhost:$PORT`"). */
  defaultText?: string;
  /** An empty or blank value is a value, not "unset" (TOKEN_SECRET: a blank secret stops the start). */
  blankIsValue?: true;
}

export type Variables = Record<string, Variable<unknown>>;

/** A variable's value as the server reads it: undefined only when it is unset and has no default. */
export type ValueOf<V> = V extends { parse: Parse<infer T>; default: string } ? T : V extends { parse: Parse<infer T> } ? T | undefined : never;

const quoted = (text: string) => JSON.stringify(text);

/** Any text, as written (names, addresses, keys). */
export const text: Parse<string> = (value) => value;

export function wholeNumber({ min, max }: { min: number; max: number }): Parse<number> {
  return (value) => {
    const number = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) throw new Error(`must be a whole number from ${min} to ${max}, got ${quoted(value)}`);
    return number;
  };
}

/**
 * One of a few words, in any case (LOG_LEVEL=Info is info); `exactly` for a variable its reader compares as
 * written (RAZORPAY_AUTO_CAPTURE === 'true'), where TRUE would pass here and mean false there.
 */
export function oneOf<const T extends string>(words: readonly T[], { exactly = false } = {}): Parse<T> {
  return (value) => {
    const word = words.find((candidate) => candidate === (exactly ? value : value.trim().toLowerCase()));
    if (word === undefined) throw new Error(`must be one of ${words.join(', ')}, got ${quoted(value)}`);
    return word;
  };
}

/** 1/true/yes or 0/false/no. */
export const yesOrNo: Parse<boolean> = (value) => {
  if (/^(1|true|yes)$/i.test(value.trim())) return true;
  if (/^(0|false|no)$/i.test(value.trim())) return false;
  throw new Error(`must be 1 (yes) or 0 (no), got ${quoted(value)}`);
};

/** An absolute address with one of `protocols` (e.g. ['http', 'https']), as written. */
export function address(protocols: readonly string[], example: string): Parse<string> {
  return (value) => {
    const trimmed = value.trim();
    let protocol = '';
    try {
      protocol = new URL(trimmed).protocol.replace(/:$/, '');
    } catch {
      // Not an absolute address: refused below.
    }
    if (!protocols.includes(protocol)) throw new Error(`must be an address such as ${example}, got ${quoted(value)}`);
    return trimmed;
  };
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** `<max>/<seconds>`: at most max attempts per that many seconds. */
export const rateLimit: Parse<RateLimit> = (value) => {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const [max, seconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!(max >= 1 && seconds >= 1)) throw new Error(`must be <max>/<seconds> (e.g. 10/300: 10 attempts per 300 seconds), got ${quoted(value)}`);
  return { max, windowMs: seconds * 1000 };
};

// Names proxy-addr knows for the usual private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY lists the reverse proxy's addresses or CIDR ranges: only a request coming from one of
 * them has its X-Forwarded-For believed. "true" (believe anyone) is refused: any client could then
 * choose the address its attempts are counted under.
 */
export const proxyAddresses: Parse<false | string[]> = (value) => {
  if (value.trim() === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(
      `must list the reverse proxy's addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8, or loopback), not ${quoted(invalid.join(', '))}: ` +
        'believing any sender would let every client forge X-Forwarded-For',
    );
  }
  return entries.length === 0 ? false : entries;
};

function isAddressOrRange(entry: string): boolean {
  const [host = '', bits, ...rest] = entry.split('/');
  const version = isIP(host);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
