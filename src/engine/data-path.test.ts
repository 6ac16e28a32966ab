import { describe, expect, it } from 'vitest';
import { fillTemplate, itemKey, resolvePath } from './data-path';

describe('resolvePath', () => {
  const scope = { customer: { name: 'Ana', children: [{ name: 'Leo' }] } };

  it('follows dotted paths through objects and arrays', () => {
    expect(resolvePath(scope, 'customer.name')).toBe('Ana');
    expect(resolvePath(scope, 'customer.children.0.name')).toBe('Leo');
  });

  it('returns undefined for missing steps', () => {
    expect(resolvePath(scope, 'customer.address.city')).toBeUndefined();
    expect(resolvePath(null, 'name')).toBeUndefined();
  });
});

describe('fillTemplate', () => {
  it('fills placeholders from the item', () => {
    expect(fillTemplate('/customer-comms/emails/{id}', { id: 42 })).toBe('/customer-comms/emails/42');
  });

  it('encodes values so data cannot change the path', () => {
    expect(fillTemplate('/shop/{id}', { id: '1/../admin?x' })).toBe('/shop/1%2F..%2Fadmin%3Fx');
  });

  it('gives null when a value is missing', () => {
    expect(fillTemplate('/booking-join/{parentId}', { parentId: null })).toBeNull();
    expect(fillTemplate('/booking-join/{parentId}', {})).toBeNull();
  });
});

describe('itemKey', () => {
  it('prefers the id and falls back to the position', () => {
    expect(itemKey({ id: 3 }, 0)).toBe('id-3');
    expect(itemKey({ name: 'x' }, 5)).toBe('index-5');
  });
});
