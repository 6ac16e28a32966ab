import { passesLuhn } from '../../domain/luhn';
import { REDACTED } from './secret-names';

// 14 to 19 digits, optionally grouped by spaces or dashes: a card number's shape (Diners 14, Visa 16, up to 19).
// Not 13: a time in milliseconds has 13 digits, and one in ten passes the check digit.
const DIGIT_RUN = /(?<![\d.])\d(?:[ -]?\d){13,18}(?![\d.])/g;

/** The text with anything shaped like a card number (its length, its check digit) replaced: a PAN never reaches a log line. */
export function redactedCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return digits.length >= 14 && passesLuhn(digits) ? REDACTED : run;
  });
}
