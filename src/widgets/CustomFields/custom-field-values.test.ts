import { describe, expect, it } from 'vitest';
import { customFieldValues, initialInput, pickListOptions } from './custom-field-values';

describe('custom fields', () => {
  it('takes pick-list options from the comma-separated values, trimmed', () => {
    expect(pickListOptions(' Right, Left ,Both,, ')).toEqual(['Right', 'Left', 'Both']);
    expect(pickListOptions(null)).toEqual([]);
  });

  it('starts a checkbox from a boolean or its text', () => {
    expect(initialInput({ customFieldId: 1, fieldType: 'bool', value: 'true' })).toBe(true);
    expect(initialInput({ customFieldId: 1, fieldType: 'bool', value: false })).toBe(false);
    expect(initialInput({ customFieldId: 2, fieldType: 'text', value: null })).toBe('');
  });

  it('sends every field, an emptied text as null', () => {
    const fields = [
      { customFieldId: 1, name: 'hand', fieldType: 'picklist' as const, value: 'Right' },
      { customFieldId: 2, name: 'licence', fieldType: 'text' as const, value: 'MAD-1' },
      { customFieldId: 3, name: 'news', fieldType: 'bool' as const, value: 'true' },
    ];
    expect(customFieldValues(fields, { 1: 'Left', 2: '  ', 3: false })).toEqual([
      { customFieldId: 1, name: 'hand', value: 'Left' },
      { customFieldId: 2, name: 'licence', value: null },
      { customFieldId: 3, name: 'news', value: false },
    ]);
  });
});
