import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../src/i18n/languages';
import { createI18n } from '../src/i18n/create-i18n';

type Dictionary = { [key: string]: string | Dictionary };

function readDictionaries(directory: string): Record<string, Dictionary> {
  return Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(directory, file), 'utf8')) as Dictionary]),
  );
}

function flatten(dictionary: Dictionary, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(dictionary).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? Object.entries(flatten(value, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
    ),
  );
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The text a punctuation rule reads: no placeholders ({{x}}, <0>…</0>) and no addresses (https://…, mailto:…). */
function prose(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/<\/?\d+\s*\/?>/g, '')
    .replace(/\b(?:https?:\/\/|mailto:|tel:|www\.)[^\s<>"»]+/gi, 'X');
}

/** Spanish opens what it closes: each "!" closes an earlier "¡" and each "?" an earlier "¿", none left open. */
function unpairedSpanishMarks(text: string): string[] {
  const problems: string[] = [];
  for (const [open, close] of [
    ['¡', '!'],
    ['¿', '?'],
  ] as const) {
    let depth = 0;
    for (const char of prose(text)) {
      if (char === open) depth += 1;
      else if (char === close) {
        if (depth === 0) problems.push(`"${close}" without "${open}"`);
        else depth -= 1;
      }
    }
    if (depth > 0) problems.push(`"${open}" without "${close}"`);
  }
  return problems;
}

/**
 * French sets a space (normal, non-breaking or narrow non-breaking) before ":", "!" and "?" where they end a phrase
 * (at the end, or before a space or closing mark); times and their formats (10:30, HH:mm) are no phrase.
 */
function unspacedFrenchMarks(text: string): string[] {
  const cleaned = prose(text).replace(/\b(?:\d{1,2}|[hH]{1,2}):(?:\d{2}|mm)\b/g, 'T');
  return [...cleaned.matchAll(/[:!?]+(?=$|[\s)\]»”"'.,;])/g)]
    .filter((match) => !/[ \u00a0\u202f]/.test(cleaned.charAt(match.index - 1)))
    .map((match) => `no space before "${match[0]}"`);
}

const dictionaries = readDictionaries(import.meta.dirname);
// The reference server's refusals, in the same five languages.
const serverDictionaries = readDictionaries(join(import.meta.dirname, 'server'));

describe.each([
  ['portal', dictionaries],
  ['server', serverDictionaries],
])('%s locales', (_, set) => {
  const reference = flatten(set['en-US'] ?? {});

  it('ship exactly the supported languages', () => {
    expect(Object.keys(set).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  describe.each(SUPPORTED_LANGUAGES)('%s', (language) => {
    const flat = flatten(set[language] ?? {});

    it('has every key of en-US and no other', () => {
      expect(Object.keys(flat).sort()).toEqual(Object.keys(reference).sort());
    });

    it('has a non-empty text for every key', () => {
      const empty = Object.entries(flat).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('uses the same interpolation placeholders as en-US', () => {
      const mismatched = Object.keys(reference).filter((key) => placeholders(flat[key]).join() !== placeholders(reference[key]).join());
      expect(mismatched).toEqual([]);
    });
  });

  /** Each message's problems by a rule, as "key: problem". */
  const problems = (language: string, rule: (text: string) => string[]) =>
    Object.entries(flatten(set[language] ?? {})).flatMap(([key, text]) => rule(String(text)).map((problem) => `${key}: ${problem}`));

  it.each(['es-ES', 'es-MX'])('%s opens every "!" with "¡" and every "?" with "¿"', (language) => {
    expect(problems(language, unpairedSpanishMarks)).toEqual([]);
  });

  it('fr-FR sets a space before ":", "!" and "?" that end a phrase', () => {
    expect(problems('fr-FR', unspacedFrenchMarks)).toEqual([]);
  });
});

describe('punctuation rules', () => {
  it('pair Spanish marks, reading past placeholders and addresses', () => {
    expect(unpairedSpanishMarks('¡Vaya! ¿Seguro? Sí.')).toEqual([]);
    expect(unpairedSpanishMarks('Gracias! Te esperamos.')).toEqual(['"!" without "¡"']);
    expect(unpairedSpanishMarks('¿Borrar {{name}}')).toEqual(['"¿" without "?"']);
    expect(unpairedSpanishMarks('Abre https://club.example/pay?order=1 para pagar')).toEqual([]);
    expect(unpairedSpanishMarks('{{what}}?')).toEqual(['"?" without "¿"']);
  });

  it('want a space before French phrase-ending marks, not in times, formats, placeholders or addresses', () => {
    expect(unspacedFrenchMarks('Panier : {{count}}. Merci ! Sûr ?')).toEqual([]);
    expect(unspacedFrenchMarks('Panier\u00a0: {{count}}. Merci\u202f!')).toEqual([]);
    expect(unspacedFrenchMarks('Panier: {{count}}')).toEqual(['no space before ":"']);
    expect(unspacedFrenchMarks('Merci! Sûr?')).toEqual(['no space before "!"', 'no space before "?"']);
    expect(unspacedFrenchMarks('Saisissez une heure au format hh:mm, ou 10:30 (HH:mm)')).toEqual([]);
    expect(unspacedFrenchMarks('Voir https://club.example/?a=1 ou {{a:b}}')).toEqual([]);
  });
});

describe('locales', () => {
  it("keeps the English wording of the spec's messages", () => {
    const i18n = createI18n('en-US', { 'en-US': dictionaries['en-US'] ?? {} });
    expect(i18n.t('validation.minLength', { min: 5 })).toBe('Minimum length is 5');
    expect(i18n.t('errors.crash')).toBe('Oops! Technical problems. Please try again in a few minutes.');
    expect(i18n.t('validation.required')).toBe('Required');
    expect(i18n.t('validation.passwordMismatch')).toBe('Password does not match');
    expect(i18n.t('validation.fieldRequired')).toBe('The field is required');
    expect(i18n.t('validation.acceptLegal')).toBe('Please accept our legal conditions');
    expect(i18n.t('auth.invalidCredentials')).toBe('Invalid Email or Password');
    expect(i18n.t('auth.wrongPassword')).toBe('Wrong password');
    expect(i18n.t('auth.wrongAccess')).toBe('Wrong access');
    expect(i18n.t('auth.activationExpired')).toBe('Sorry your activation link is expired');
    expect(i18n.t('auth.wrongQueryString')).toBe('wrong query string');
    expect(i18n.t('footer.infoThanks')).toBe('Thanks! we will contact you ASAP!');
    expect(i18n.t('common.dataModified')).toBe('Data modified!');
    expect(i18n.t('passwordChanged.message')).toBe('Password changed successfully');
    expect(i18n.t('errors.systemUpdated')).toBe('The system has been updated');
    expect(i18n.t('downloads.ticketInProgress')).toBe('Downloading ticket, please wait');
    expect(i18n.t('downloads.ticketDone')).toBe('Ticket downloaded');
    expect(i18n.t('downloads.ticketError')).toBe('Some error occurred downloading your ticket');
    expect(i18n.t('downloads.invoiceError')).toBe('Some error occurred downloading your invoice');
    expect(i18n.t('payment.ok')).toBe('The payment has been processed successfully');
    expect(i18n.t('payment.ko')).toBe('Sorry! The payment has not been completed. Please try again later.');
    expect(i18n.t('vouchers.empty')).toBe('No active vouchers');
    expect(i18n.t('comms.noEmails')).toBe('No emails');
    expect(i18n.t('comms.noSms')).toBe('No sms');
  });

  it('gives the Spanish crash text', () => {
    const i18n = createI18n('es-ES', { 'es-ES': dictionaries['es-ES'] ?? {} });
    expect(i18n.t('errors.crash')).toBe('¡Vaya! Problemas técnicos. Inténtalo de nuevo en unos minutos.');
  });
});
