import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('texts made once per language, key and arguments', () => {
  it('answers each language and each set of arguments with its own text, the same each time', () => {
    const texts = () => [
      translate('en-US', 'booking.slotTaken'),
      translate('es-ES', 'booking.slotTaken'),
      translate('en-US', 'booking.badStart', { field: 'blocks[0].startDate' }),
      translate('en-US', 'booking.badStart', { field: 'blocks[1].startDate' }),
      translate('fr-FR', 'booking.badStart', { field: 'blocks[0].startDate' }),
    ];
    const first = texts();
    expect(new Set(first).size).toBe(first.length);
    expect(first[2]).toContain('blocks[0].startDate');
    expect(first[3]).toContain('blocks[1].startDate');
    expect(texts()).toEqual(first);
  });
});
