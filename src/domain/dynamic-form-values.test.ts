import { describe, expect, it } from 'vitest';
import { isBlankValue, MAX_VALUE_LENGTH, pickListOptions, valueProblem } from './dynamic-form-values';

describe('valueProblem', () => {
  it('takes a Lookup value only as the id of a row: a positive integer written plainly', () => {
    for (const id of ['1', '42', '2147483647']) expect(valueProblem('Lookup', id), id).toBeUndefined();
    for (const wrong of ['0', '-3', '012', '1.5', '12.0', '1e3', '0x1f', 'abc', ' 7', '7 ', '2147483648', '99999999999', 'Ana Ruiz'])
      expect(valueProblem('Lookup', wrong), wrong).toBe('notAnOption');
  });

  it('checks the other typed values', () => {
    expect(valueProblem('DateNoTime', '2024-02-29')).toBeUndefined();
    expect(valueProblem('DateNoTime', '2023-02-29')).toBe('invalidDate');
    expect(valueProblem('Date', '2024-05-01T18:30')).toBeUndefined();
    expect(valueProblem('Date', '2024-05-01 18:30')).toBe('invalidDateTime');
    expect(valueProblem('Email', 'ana@demo.club')).toBeUndefined();
    expect(valueProblem('Email', 'ana@demo')).toBe('invalidEmail');
    expect(valueProblem('Picklist', 'M', 'S, M ,L')).toBeUndefined();
    expect(valueProblem('Picklist', 'XL', 'S, M ,L')).toBe('notAnOption');
    expect(valueProblem('Currency', '12,50')).toBeUndefined();
    expect(valueProblem('Currency', '12.505')).toBe('invalidAmount');
    expect(valueProblem('HourPicker', '23:59')).toBeUndefined();
    expect(valueProblem('HourPicker', '24:00')).toBe('invalidHour');
    expect(valueProblem('ColorPicker', '#00aAff')).toBeUndefined();
    expect(valueProblem('ColorPicker', 'red')).toBe('invalidColor');
    expect(valueProblem('CheckBox', 'true')).toBeUndefined();
    expect(valueProblem('CheckBox', 'yes')).toBe('invalidCheck');
    expect(valueProblem('Text', 'anything at all')).toBeUndefined();
    expect(valueProblem('Text', 'x'.repeat(MAX_VALUE_LENGTH + 1))).toBe('tooLong');
  });
});

describe('pick lists and blank values', () => {
  it('reads the options of a pick list and tells a blank value', () => {
    expect(pickListOptions(' S, M ,,L ')).toEqual(['S', 'M', 'L']);
    expect(pickListOptions(null)).toEqual([]);
    expect(isBlankValue('Text', '  ')).toBe(true);
    expect(isBlankValue('CheckBox', 'false')).toBe(true);
    expect(isBlankValue('Lookup', '12')).toBe(false);
  });
});
