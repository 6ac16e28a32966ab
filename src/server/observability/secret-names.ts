/** What a secret is replaced with in a log line (pino's own word for it). */
export const REDACTED = '[Redacted]';

/**
 * Whether a name (a path or query parameter, a body field, a header) says it carries a secret: a token (reset,
 * activation, ticket, invoice, booking, calendar feed, a provider's TBK_TOKEN or token_ws), a key or secret, a
 * signature, a password, an authorization or cookie, or a card's number, security code or expiry. The one rule
 * the log lines are redacted by: a new route or field whose name says so is covered without being listed.
 */
export function isSecretName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAME.test(plain);
}

// On the name lowercased, without separators (Ds_Signature → dssignature, card[number] → cardnumber, x-api-key → xapikey).
// `t` is the spec's /auto-login?t=…, which hands over a whole sign-in.
const SECRET_NAME = new RegExp(
  [
    'token',
    'secret',
    'passw',
    'pass\\d*$',
    'pwd',
    'signature',
    '^sig$',
    'key$',
    'authorization',
    'cookie',
    'cardnumber',
    'cardnum$',
    'cardno$',
    '^pan$',
    'cvv',
    'cvc',
    'cvn',
    'securitycode',
    'expiry',
    'exp(iration)?(month|year|date)$',
    '^t$',
  ].join('|'),
);
