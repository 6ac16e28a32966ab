import { describe, expect, it, vi } from 'vitest';
import { formatDeduction, formatLevel, formatLevelRange, formatValue, signTone, type FormatOptions } from './format-value';

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

  it("formats dates in the one format (issue 35), in the club's zone and order, names in the page's language", () => {
    expect(formatValue('2024-03-05T23:30:00Z', 'date', madrid)).toBe('6 Mar 2024');
    expect(formatValue('2024-03-05T23:30:00Z', 'dateTime', madrid)).toBe('6 Mar 2024 · 00:30');
    expect(formatValue('2024-03-05T23:30:00Z', 'dateTime', { ...madrid, language: 'es-ES' })).toBe('6 mar 2024 · 00:30');
  });

  it('shows nothing for missing values and the raw text for non-numbers', () => {
    expect(formatValue(null, 'money', madrid)).toBe('');
    expect(formatValue(undefined)).toBe('');
    expect(formatValue('n/a', 'money', madrid)).toBe('n/a');
    expect(formatValue(true, 'date', madrid)).toBe('');
  });
});

describe('one format for every page (issue 24)', () => {
  const demoClub: FormatOptions = { ...madrid, dateFormat: 'dd/MM/yyyy HH:mm' };

  it("shows a date alone without the time the club's pattern carries", () => {
    expect(formatValue('2026-11-01T00:00:00Z', 'date', demoClub)).toBe('1 Nov 2026');
    expect(formatValue('2026-11-01T00:00:00Z', 'dateTime', demoClub)).toBe('1 Nov 2026 · 01:00');
  });

  it('never moves a calendar date to another day by a time zone', () => {
    const mexico: FormatOptions = { ...demoClub, timeZone: 'America/Mexico_City' };
    expect(formatValue('2026-11-01', 'date', mexico)).toBe('1 Nov 2026');
  });

  it("writes a level range one way, one decimal each and an en dash, in the club's separator (issue 35)", () => {
    expect(formatLevelRange(3, 4.5, madrid)).toBe('3,0–4,5');
    expect(formatLevelRange(3, 4.5, { ...madrid, decimalSeparator: '.' })).toBe('3.0–4.5');
    expect(formatLevelRange(null, 4.5, madrid)).toBe('4,5');
  });

  it("writes levels with 1 decimal on cards and 2 in tables, in the club's separator", () => {
    expect(formatLevel(3.35, 'card', madrid)).toBe('3,4');
    expect(formatLevel(3.35, 'table', madrid)).toBe('3,35');
    expect(formatLevel(3.4, 'table', { ...madrid, decimalSeparator: '.' })).toBe('3.40');
  });

  it('writes a discount as a negative amount, whatever sign it comes with', () => {
    expect(formatDeduction(7.89, madrid)).toBe('-7,89 €');
    expect(formatDeduction(-6.99, madrid)).toBe('-6,99 €');
  });
});

describe('signTone', () => {
  it('marks amounts starting with a minus sign', () => {
    expect(signTone('-5.00')).toBe('negative');
    expect(signTone(-5)).toBe('negative');
    expect(signTone(5)).toBe('positive');
  });
});

describe('loading the formats module', () => {
  it('builds no Intl format until a value is formatted: the page start does not pay for a culture it may not use', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('./format-value');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(fresh.formatLevel(3.35, 'card')).toBe('3.4');
    expect(numberFormat).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
