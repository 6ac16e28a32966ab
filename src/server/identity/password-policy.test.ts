import { describe, expect, it } from 'vitest';
import { PASSWORD_BLANK, PASSWORD_CONTROL_CHARACTERS, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('accepts a password of at least 5 characters that is not a common one', () => {
    expect(passwordProblem('Pista de pádel 7')).toBeNull();
    expect(passwordProblem('k9#Lw')).toBeNull();
  });

  it("refuses fewer than the spec's 5 characters, counted as characters, not bytes", () => {
    expect(passwordProblem('k9#L')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('ñ€😀ß')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('ñ€😀ßx')).toBeNull();
  });

  it('refuses a password of blanks only, or with control characters', () => {
    expect(passwordProblem('     ')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('\u00a0\u2003\u3000\u200b\u00a0')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('\u0000\u0000\u0000\u0000\u0000')).toBe(PASSWORD_CONTROL_CHARACTERS);
    expect(passwordProblem('abc\tdefg')).toBe(PASSWORD_CONTROL_CHARACTERS);
  });

  it('refuses the most common passwords in any letter case', () => {
    for (const common of ['password', 'PASSWORD', '123456789', 'qwerty123', 'iloveyou', 'letmein', 'football']) {
      expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON);
    }
  });
});
