import { describe, expect, it } from 'vitest';
import { evaluateCondition, visibleEntries, type ConditionContext } from './conditions';

function context(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return {
    settings: {},
    loggedIn: false,
    viewportWidth: 1024,
    scrollY: 0,
    path: '/',
    query: {},
    bookingTypeConcepts: [],
    counts: {},
    ...overrides,
  };
}

describe('evaluateCondition', () => {
  it('asks whether the URL carries a query parameter', () => {
    expect(evaluateCondition({ query: 'token' }, context({ query: { token: 'abc' } }))).toBe(true);
    expect(evaluateCondition({ query: 'token' }, context({ query: { token: ' ' } }))).toBe(false);
    expect(evaluateCondition({ not: { query: 'token' } }, context())).toBe(true);
  });

  it('shows an entry without a condition', () => {
    expect(evaluateCondition(undefined, context())).toBe(true);
  });

  it('follows boolean-ish settings such as HasShop and RegisterOn', () => {
    expect(evaluateCondition({ setting: 'HasShop' }, context({ settings: { HasShop: true } }))).toBe(true);
    expect(evaluateCondition({ setting: 'HasShop' }, context({ settings: { HasShop: false } }))).toBe(false);
    expect(evaluateCondition({ setting: 'RegisterOn' }, context({ settings: { RegisterOn: 'false' } }))).toBe(false);
    expect(evaluateCondition({ setting: 'RegisterOn' }, context())).toBe(false);
  });

  it('compares a setting to a value when asked to', () => {
    const ctx = context({ settings: { Culture: 'es-ES' } });
    expect(evaluateCondition({ setting: 'Culture', equals: 'es-ES' }, ctx)).toBe(true);
    expect(evaluateCondition({ setting: 'Culture', equals: 'en-US' }, ctx)).toBe(false);
  });

  it('shows the Bookings link only when a booking type with that concept exists', () => {
    const condition = { bookingTypeConcept: 'Booking' } as const;
    expect(evaluateCondition(condition, context({ bookingTypeConcepts: ['School', 'Booking'] }))).toBe(true);
    expect(evaluateCondition(condition, context({ bookingTypeConcepts: ['School'] }))).toBe(false);
  });

  it('checks that a collection is non-empty', () => {
    expect(evaluateCondition({ exists: 'relatedClubs' }, context({ counts: { relatedClubs: 2 } }))).toBe(true);
    expect(evaluateCondition({ exists: 'relatedClubs' }, context({ counts: { relatedClubs: 0 } }))).toBe(false);
    expect(evaluateCondition({ exists: 'vouchers' }, context())).toBe(false);
  });

  it('treats widths below 768 px as mobile', () => {
    expect(evaluateCondition({ viewport: 'mobile' }, context({ viewportWidth: 767 }))).toBe(true);
    expect(evaluateCondition({ viewport: 'mobile' }, context({ viewportWidth: 768 }))).toBe(false);
    expect(evaluateCondition({ viewport: 'desktop' }, context({ viewportWidth: 768 }))).toBe(true);
    expect(evaluateCondition({ widthBelow: 500 }, context({ viewportWidth: 499 }))).toBe(true);
  });

  it('shows the reserve button on the home page only while scrolled 190 px or less', () => {
    const reserve = { all: [{ path: '/' }, { scrollAtMost: 190 }] };
    expect(evaluateCondition(reserve, context({ path: '/', scrollY: 190 }))).toBe(true);
    expect(evaluateCondition(reserve, context({ path: '/', scrollY: 191 }))).toBe(false);
    expect(evaluateCondition(reserve, context({ path: '/shop', scrollY: 0 }))).toBe(false);
  });

  it('combines conditions with all, any and not', () => {
    const accessCode = { all: [{ setting: 'AccessControl' }, { loggedIn: true }] };
    expect(evaluateCondition(accessCode, context({ settings: { AccessControl: true }, loggedIn: true }))).toBe(true);
    expect(evaluateCondition(accessCode, context({ settings: { AccessControl: true }, loggedIn: false }))).toBe(false);
    expect(evaluateCondition({ any: [{ loggedIn: true }, { exists: 'vouchers' }] }, context({ counts: { vouchers: 1 } }))).toBe(true);
    expect(evaluateCondition({ not: { loggedIn: true } }, context())).toBe(true);
    expect(evaluateCondition({ all: [] }, context())).toBe(true);
    expect(evaluateCondition({ any: [] }, context())).toBe(false);
  });

  it('reads only the context properties the condition names', () => {
    const read: string[] = [];
    const spy = new Proxy(context(), {
      get(target, property, receiver) {
        read.push(String(property));
        return Reflect.get(target, property, receiver);
      },
    });
    evaluateCondition({ loggedIn: true }, spy);
    expect(read).toEqual(['loggedIn']);
  });
});

describe('visibleEntries', () => {
  it('drops hidden entries and filters sub-menus', () => {
    const entries = [
      { id: 'shop', to: '/shop', when: { setting: 'HasShop' } },
      {
        id: 'account',
        when: { loggedIn: true },
        children: [
          { id: 'profile', to: '/account' },
          { id: 'debts', to: '/debts', when: { setting: 'HasShop' } },
        ],
      },
    ];
    const result = visibleEntries(entries, context({ loggedIn: true }));
    expect(result.map((entry) => entry.id)).toEqual(['account']);
    expect(result[0]?.children?.map((entry) => entry.id)).toEqual(['profile']);
  });
});

describe('field conditions on the data in scope', () => {
  const order = { discount: 0, shipping: 4.5, category: 'Article', refunds: [], online: true };

  it('treat zero, empty lists and missing fields as absent', () => {
    expect(evaluateCondition({ field: 'discount' }, context({ scope: order }))).toBe(false);
    expect(evaluateCondition({ field: 'shipping' }, context({ scope: order }))).toBe(true);
    expect(evaluateCondition({ field: 'refunds' }, context({ scope: order }))).toBe(false);
    expect(evaluateCondition({ field: 'coupon.code' }, context({ scope: order }))).toBe(false);
    expect(evaluateCondition({ field: 'online' }, context())).toBe(false);
  });

  it('compare a field with a value when asked to', () => {
    expect(evaluateCondition({ field: 'category', equals: 'Article' }, context({ scope: order }))).toBe(true);
    expect(evaluateCondition({ field: 'category', equals: 'Service' }, context({ scope: order }))).toBe(false);
  });
});
