// The card entry widget's pure rules (doc 3 §2.11): brand from the number's prefix, the brand's
// mask, expiry MM/YY, the Luhn check and the form's validation. No React, no DOM.

import { passesLuhn } from '../../domain/luhn';

export type CardBrand = 'american express' | 'visa' | 'diners' | 'discover' | 'jcb' | 'maestro' | 'mastercard' | 'unionpay' | 'unknown';

// Prefixes of each brand, tried in this order (the first that matches wins), so that the narrower
// ranges come before the wide ones they sit in: Discover's 6011/644–649/65 before UnionPay's 62 and
// Maestro's 6x; Mastercard's 51–55 and 2221–2720 before Maestro's 50/56–58. A prefix still being
// typed matches as soon as it can only be that brand ("3" is no brand yet, "34" is American Express).
const BRAND_PREFIXES: ReadonlyArray<[CardBrand, RegExp]> = [
  ['american express', /^3[47]/],
  ['diners', /^3(?:0[0-59]|[689])/],
  ['jcb', /^(?:35|2131|1800)/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['maestro', /^(?:50|5[6-8]|6304|6[37])/],
];

/** Digit groups of each brand's mask: American Express 4-6-5, Diners 4-6-4, all others 4×4. */
export function cardMask(brand: CardBrand): readonly number[] {
  if (brand === 'american express') return [4, 6, 5];
  if (brand === 'diners') return [4, 6, 4];
  return [4, 4, 4, 4];
}

/** The digits of a text (spaces, dashes and anything else dropped). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The brand of a card number (or its first digits). */
export function detectBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/** The number's length for its brand: the sum of the mask's groups. */
function cardLength(brand: CardBrand): number {
  return cardMask(brand).reduce((sum, group) => sum + group, 0);
}

/** Digits cut into the mask's groups, joined by `separator`. */
function groupDigits(digits: string, mask: readonly number[], separator: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of mask) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(separator);
}

export interface FormattedNumber {
  /** What the input shows: the digits in the brand's groups ("3782 822463 10005"). */
  text: string;
  /** Only the digits, cut to the brand's length. */
  digits: string;
  brand: CardBrand;
}

/** Formats what was typed in the number field with the brand's mask. */
export function formatCardNumber(typed: string): FormattedNumber {
  const brand = detectBrand(typed);
  const digits = digitsOf(typed).slice(0, cardLength(brand));
  return { text: groupDigits(digits, cardMask(brand), ' '), digits, brand };
}

/** The number as the card preview draws it: typed digits, then `#` for the rest of the mask. */
export function previewNumber(digits: string, brand: CardBrand): string {
  return groupDigits(digits.padEnd(cardLength(brand), '#'), cardMask(brand), ' ');
}

/**
 * Formats what was typed in the expiry field as MM/YY: at most four digits, a slash after the
 * month, a lone first digit above 1 taken as the month (4 → 04/).
 */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = digitsOf(typed).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit too, so that Backspace is not stuck on "MM/".
  if (previous.endsWith('/') && typed === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  /** The full year (YY + 2000). */
  year: number;
}

/** The month and year of an MM/YY text, or null when it is not one (month 01–12). */
export function parseExpiry(text: string): Expiry | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Whether a card of this expiry still works in `now`'s month (a card is valid to the end of its month). */
export function isExpiryCurrent(expiry: Expiry, now: Date): boolean {
  return expiry.year * 12 + expiry.month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The security code's length: 4 digits for American Express, 3 or 4 for the others. */
export function securityCodeFits(code: string, brand: CardBrand): boolean {
  return brand === 'american express' ? /^\d{4}$/.test(code) : /^\d{3,4}$/.test(code);
}

export interface CardFields {
  name: string;
  number: string;
  expiry: string;
  securityCode: string;
}

export type CardField = keyof CardFields;
export type CardFieldProblem = 'required' | 'invalid';

/** What the widget hands to the provider module's callback; it never leaves the browser otherwise. */
export interface EnteredCard {
  name: string;
  /** Digits only. */
  number: string;
  brand: CardBrand;
  /** As typed, MM/YY. */
  expiry: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

export type CardCheck = { ok: true; card: EnteredCard } | { ok: false; missing: boolean; problems: Partial<Record<CardField, CardFieldProblem>> };

/**
 * Checks the four fields: any empty one is "Please fill all fields" (missing); then the number
 * (the brand's full length and the Luhn check), the expiry (MM/YY, not past in `now`'s month) and
 * the security code (its length for the brand).
 */
export function checkCard(fields: CardFields, now: Date): CardCheck {
  const problems: Partial<Record<CardField, CardFieldProblem>> = {};
  for (const field of ['name', 'number', 'expiry', 'securityCode'] as const) {
    if (fields[field].trim() === '') problems[field] = 'required';
  }
  if (Object.keys(problems).length > 0) return { ok: false, missing: true, problems };
  const { digits, brand } = formatCardNumber(fields.number);
  const expiry = parseExpiry(fields.expiry);
  const securityCode = fields.securityCode.trim();
  if (digits.length !== cardLength(brand) || !passesLuhn(digits)) problems.number = 'invalid';
  if (!expiry || !isExpiryCurrent(expiry, now)) problems.expiry = 'invalid';
  if (!securityCodeFits(securityCode, brand)) problems.securityCode = 'invalid';
  if (!expiry || Object.keys(problems).length > 0) return { ok: false, missing: false, problems };
  return {
    ok: true,
    card: {
      name: fields.name.trim(),
      number: digits,
      brand,
      expiry: fields.expiry.trim(),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      securityCode,
    },
  };
}
