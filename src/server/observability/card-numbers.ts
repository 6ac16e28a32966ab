import { REDACTED } from './secret-names';

// 14 to 19 digits, optionally grouped by spaces or dashes: a card number's shape (Diners 14, Visa 16, up to 19).
// Not 13: a time in milliseconds has 13 digits, and one in ten passes the check digit.
const DIGIT_RUN = /(?<![\d.])\d(?:[ -]?\d){13,18}(?![\d.])/g;

// Each digit doubled, its digits summed: what every second digit from the right counts for in the Luhn sum.
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/**
 * Whether the digits pass the Luhn check every card number carries. The portal's card entry has its own
 * (src/payments/CardEntry/card-input.ts): the server may not import the portal's folders.
 */
function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => total + (index % 2 === 1 ? DOUBLED[Number(digit)]! : Number(digit)), 0);
  return sum % 10 === 0;
}

/** The text with anything shaped like a card number (its length, its check digit) replaced: a PAN never reaches a log line. */
export function redactedCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return digits.length >= 14 && luhn(digits) ? REDACTED : run;
  });
}
