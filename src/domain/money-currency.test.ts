import { describe, expect, it } from 'vitest';
import { centsToDecimalString, centsToMinorUnits, isoCurrency, isoCurrencyOfNumeric, minorUnitsToCents } from './money';

describe('ISO 4217 minor units', () => {
  it('names each currency’s numeric code and decimals, whatever the case; an unknown code is undefined', () => {
    expect(isoCurrency('EUR')).toEqual({ code: 'EUR', numeric: '978', minorUnits: 2 });
    expect(isoCurrency('usd')).toEqual({ code: 'USD', numeric: '840', minorUnits: 2 });
    expect(isoCurrency('JPY')).toEqual({ code: 'JPY', numeric: '392', minorUnits: 0 });
    expect(isoCurrency('CLP')).toEqual({ code: 'CLP', numeric: '152', minorUnits: 0 });
    expect(isoCurrency('KWD')).toEqual({ code: 'KWD', numeric: '414', minorUnits: 3 });
    expect(isoCurrency('HUF')?.minorUnits).toBe(2);
    expect(isoCurrency('ARS')?.numeric).toBe('032');
    expect(isoCurrency('XYZ')).toBeUndefined();
    expect(isoCurrency('constructor')).toBeUndefined();
    expect(isoCurrencyOfNumeric('978')?.code).toBe('EUR');
    expect(isoCurrencyOfNumeric(392)?.code).toBe('JPY');
    expect(isoCurrencyOfNumeric('32')?.code).toBe('ARS');
    expect(isoCurrencyOfNumeric('999')).toBeUndefined();
  });

  it('turns cents into the currency’s smallest unit exactly, or null when the unit cannot hold the fraction', () => {
    expect(centsToMinorUnits(1250, 2)).toBe(1250);
    expect(centsToMinorUnits(150000, 0)).toBe(1500);
    expect(centsToMinorUnits(150050, 0)).toBeNull();
    expect(centsToMinorUnits(1250, 3)).toBe(12500);
    expect(centsToMinorUnits(1250, 4)).toBe(125000);
    expect(centsToMinorUnits(12.5, 2)).toBeNull();
    expect(minorUnitsToCents(1500, 0)).toBe(150000);
    expect(minorUnitsToCents(12500, 3)).toBe(1250);
    expect(minorUnitsToCents(12505, 3)).toBeNull();
    expect(minorUnitsToCents(3495, 2)).toBe(3495);
  });

  it('writes the decimal string a provider takes, with exactly the currency’s decimals', () => {
    expect(centsToDecimalString(3495, 2)).toBe('34.95');
    expect(centsToDecimalString(5, 2)).toBe('0.05');
    expect(centsToDecimalString(150000, 0)).toBe('1500');
    expect(centsToDecimalString(150050, 0)).toBeNull();
    expect(centsToDecimalString(1250, 3)).toBe('12.500');
    expect(centsToDecimalString(-1250, 2)).toBe('-12.50');
  });
});
