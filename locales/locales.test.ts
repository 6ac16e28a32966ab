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
});

describe('locales', () => {
  it('keeps the English wording of the spec, typos included', () => {
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
