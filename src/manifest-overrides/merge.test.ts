import { describe, expect, it } from 'vitest';
import { mergeOverride } from './merge';

const home = {
  sections: [
    { id: 'hero', type: 'heroSlider' },
    { id: 'bookingTypes', type: 'bookingTypes', options: { maxItems: 4 } },
    { id: 'trending', type: 'trendingProducts' },
    { id: 'sponsors', type: 'sponsors' },
  ],
};

describe('mergeOverride', () => {
  it('returns the base when there is no override', () => {
    expect(mergeOverride(home, undefined)).toBe(home);
  });

  it('merges keyed items by id and keeps their order', () => {
    const merged = mergeOverride(home, { sections: [{ id: 'bookingTypes', options: { maxItems: 8 } }] });
    expect(merged.sections.map((section) => section.id)).toEqual(['hero', 'bookingTypes', 'trending', 'sponsors']);
    expect(merged.sections[1]).toEqual({ id: 'bookingTypes', type: 'bookingTypes', options: { maxItems: 8 } });
  });

  it('drops items the club hides', () => {
    const merged = mergeOverride(home, { sections: [{ id: 'trending', hidden: true }] });
    expect(merged.sections.map((section) => section.id)).toEqual(['hero', 'bookingTypes', 'sponsors']);
  });

  it('moves listed items first in the given order', () => {
    const merged = mergeOverride(home, { order: { sections: ['sponsors', 'bookingTypes'] } });
    expect(merged.sections.map((section) => section.id)).toEqual(['sponsors', 'bookingTypes', 'hero', 'trending']);
    expect(merged).not.toHaveProperty('order');
  });

  it('appends items the base does not have', () => {
    const merged = mergeOverride(home, { sections: [{ id: 'extra', type: 'callToAction' }] });
    expect(merged.sections.at(-1)).toEqual({ id: 'extra', type: 'callToAction' });
  });

  it('merges form fields by name', () => {
    const form = {
      fields: [
        { name: 'email', widget: 'email' },
        { name: 'phone', widget: 'tel' },
      ],
    };
    const merged = mergeOverride(form, {
      fields: [
        { name: 'phone', hidden: true },
        { name: 'email', label: 'x' },
      ],
    });
    expect(merged.fields).toEqual([{ name: 'email', widget: 'email', label: 'x' }]);
  });

  it("lets a club's file require a field the base form leaves optional (the registration's phone)", () => {
    const form = { fields: [{ name: 'phone', widget: 'tel', label: 'fields.phone' }] };
    const merged = mergeOverride(form, { fields: [{ name: 'phone', rules: [{ rule: 'required' }] }] });
    expect(merged.fields).toEqual([{ name: 'phone', widget: 'tel', label: 'fields.phone', rules: [{ rule: 'required' }] }]);
  });

  it('merges routes by path', () => {
    const routes = [
      { path: '/', page: 'home' },
      { path: '/shop', page: 'shop' },
    ];
    expect(mergeOverride(routes, [{ path: '/shop', hidden: true }])).toEqual([{ path: '/', page: 'home' }]);
  });

  it('replaces arrays of plain values and scalars', () => {
    expect(mergeOverride({ tags: ['a', 'b'], max: 4 }, { tags: ['c'], max: 8 })).toEqual({ tags: ['c'], max: 8 });
  });

  it('does not change the base', () => {
    const snapshot = JSON.stringify(home);
    mergeOverride(home, { sections: [{ id: 'hero', hidden: true }], order: { sections: ['sponsors'] } });
    expect(JSON.stringify(home)).toBe(snapshot);
  });
});
