import { centsToDecimalString, centsToMinorUnits, isoCurrency, minorUnitsToCents, type Cents, type IsoCurrency } from '../../../domain/money';
import { Refusal } from '../../http/refusal';
import type { ProviderMethod } from '../../repositories/provider-payments';

/**
 * The club's currency as one provider takes it: ISO 4217's numeric code and minor units (src/domain/money.ts,
 * the one table), with the provider's own departures from ISO given by its adapter (`minorUnits`: PayPal takes
 * HUF and TWD without decimals, Stripe ISK and UGX with two).
 */
export interface ProviderCurrency extends IsoCurrency {
  /** Cents in the provider's smallest unit of this currency; null when it cannot hold the amount (1500.50 JPY). */
  units(cents: Cents): number | null;
  /** Cents as the provider's decimal string ("12.50", "1500"); null when it cannot hold the amount. */
  decimal(cents: Cents): string | null;
  /** A provider's amount in its smallest unit, back in cents; null when it has a fraction of a cent. */
  cents(units: number): Cents | null;
}

/** The currency of this code for a provider, or undefined when ISO 4217 does not list it. */
export function providerCurrency(code: string, minorUnits: Readonly<Record<string, number>> = {}): ProviderCurrency | undefined {
  const iso = isoCurrency(code);
  if (!iso) return undefined;
  const digits = Object.hasOwn(minorUnits, iso.code) ? minorUnits[iso.code]! : iso.minorUnits;
  return {
    ...iso,
    minorUnits: digits,
    units: (cents) => centsToMinorUnits(cents, digits),
    decimal: (cents) => centsToDecimalString(cents, digits),
    cents: (units) => minorUnitsToCents(units, digits),
  };
}

/**
 * What a checkout charges at a provider: the club's currency and the total in the provider's smallest unit and
 * decimal string. A currency ISO does not list, or a total the currency cannot hold (a fraction of a yen), is
 * refused in the customer's language before anything is asked of the provider.
 */
export function checkoutAmount(
  method: ProviderMethod,
  code: string,
  total: Cents,
  minorUnits?: Readonly<Record<string, number>>,
): { currency: ProviderCurrency; units: number; decimal: string } {
  const currency = providerCurrency(code, minorUnits);
  if (!currency) throw new Refusal('payment.currencyNotSupported', { method: method.name, currency: code });
  const units = currency.units(total);
  const decimal = currency.decimal(total);
  if (units === null || decimal === null) throw new Refusal('payment.amountNotPayable', { method: method.name, currency: currency.code });
  return { currency, units, decimal };
}
