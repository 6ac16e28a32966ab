import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '../../i18n/languages';
import { customerCheckoutLanguage } from '../repositories/customer-language';

/**
 * The language to write to a customer in when no request of theirs names one (a freed place offered to them): the
 * one stored with their latest checkout, else en-US, the spec's default locale.
 */
export async function storedLanguage(db: Kysely<DB>, customerId: number, stored?: string | null): Promise<Language> {
  return matchLanguage(stored ?? '') ?? matchLanguage((await customerCheckoutLanguage(db, customerId)) ?? '') ?? DEFAULT_LANGUAGE;
}
