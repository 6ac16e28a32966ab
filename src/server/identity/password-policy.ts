import { readFileSync } from 'node:fs';
import type { MessageKey } from '../i18n/messages';

/** The spec's minimum length of a new password (doc 1 §2.12, §9). */
export const MIN_PASSWORD_LENGTH = 5;

/** Why a password is refused, as a key of the server's messages (the minimum is the argument `min`). */
export type PasswordProblem = Extract<MessageKey, `password.${string}`>;

export const PASSWORD_TOO_SHORT: PasswordProblem = 'password.tooShort';
export const PASSWORD_BLANK: PasswordProblem = 'password.blank';
export const PASSWORD_CONTROL_CHARACTERS: PasswordProblem = 'password.controlCharacters';
export const PASSWORD_TOO_COMMON: PasswordProblem = 'password.tooCommon';

const CONTROL = /\p{Cc}/u;
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

let common: ReadonlySet<string> | undefined;

/** The list of the most common passwords (a text file beside this module, one a line, # comments). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Why a new password is refused (a message key), or null when it may be used. */
export function passwordProblem(plain: string): PasswordProblem | null {
  // Compared the way it is hashed: NFKC, so look-alike forms count as the same password.
  const password = plain.normalize('NFKC');
  if (CONTROL.test(password)) return PASSWORD_CONTROL_CHARACTERS;
  if (!VISIBLE.test(password)) return PASSWORD_BLANK;
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (commonPasswords().has(password.trim().toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
