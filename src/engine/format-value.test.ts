import { describe, expect, it } from 'vitest';
import { dateTimePattern, formatValue, signTone, type FormatOptions } from './format-value';

const madrid: FormatOptions = { timeZone: 'Europe/Madrid', dateFormat: 'dd/MM/yyyy', currencySymbol: '€', decimalSeparator: ',' };

describe('formatValue', () => {
  it('appends the currency symbol with two decimals', () => {
    expect(formatValue(12.5, 'money', madrid)).toBe('12,50 €');
    expect(formatValue('-3', 'money', { ...madrid, currencySymbol: '$', decimalSeparator: '.' })).toBe('-3.00 $');
  });

  it('shows level changes with a sign and two decimals', () => {
    expect(formatValue(0.254, 'signedDecimal2', madrid)).toBe('+0,25');
    expect(formatValue(-0.1, 'signedDecimal2', madrid)).toBe('-0,10');
    expect(formatValue(3.456, 'decimal2', madrid)).toBe('3,46');
    expect(formatValue(3.456, 'decimal1', madrid)).toBe('3,5');
  });

  it('rounds half away from zero as the number is written, not as the binary double lies', () => {
    expect(formatValue(3.15, 'decimal1', madrid)).toBe('3,2');
    expect(formatValue(1.005, 'money', madrid)).toBe('1,01 €');
    expect(formatValue(-0.125, 'signedDecimal2', madrid)).toBe('-0,13');
    expect(formatValue(-0.01, 'decimal1', madrid)).toBe('0,0');
    expect(formatValue(1e-7, 'decimal2', madrid)).toBe('0,00');
  });

  it("formats dates in the club's zone and pattern", () => {
    expect(formatValue('2024-03-05T23:30:00Z', 'date', madrid)).toBe('06/03/2024');
    expect(formatValue('2024-03-05T23:30:00Z', 'dateTime', madrid)).toBe('06/03/2024 00:30');
  });

  it('shows nothing for missing values and the raw text for non-numbers', () => {
    expect(formatValue(null, 'money', madrid)).toBe('');
    expect(formatValue(undefined)).toBe('');
    expect(formatValue('n/a', 'money', madrid)).toBe('n/a');
    expect(formatValue(true, 'date', madrid)).toBe('');
  });
});

describe('dateTimePattern', () => {
  it('adds a time only when the club format has none', () => {
    expect(dateTimePattern('dd/MM/yyyy')).toBe('dd/MM/yyyy HH:mm');
    expect(dateTimePattern('M/d/yyyy h:mm tt')).toBe('M/d/yyyy h:mm tt');
  });
});

describe('signTone', () => {
  it('marks amounts starting with a minus sign', () => {
    expect(signTone('-5.00')).toBe('negative');
    expect(signTone(-5)).toBe('negative');
    expect(signTone(5)).toBe('positive');
  });
});
