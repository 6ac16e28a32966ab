import { autorun, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createTestRoot, loginRecord, type FakeOperations } from '../../tests/support/test-root';
import type { RootStore } from './RootStore';
import { bookingTypesQuery, membershipsQuery, vouchersOnSaleQuery } from './club-queries';

const lists = {
  listBookingTypes: {
    ok: true,
    model: [
      { id: 1, concept: 'Booking' },
      { id: 2, concept: 'School' },
      { id: 3, concept: 'Booking' },
    ],
  },
  listMemberships: { ok: true, model: [{ id: 1 }, { id: 2 }] },
  listVouchers: { ok: true, model: [] },
  listVouchersByCustomer: { ok: true, model: [{ id: 9 }] },
} satisfies FakeOperations;

/** Follows the catalogue as the header does (an observer reading it) until all three lists are in. */
async function followed(root: RootStore): Promise<() => void> {
  root.catalog.follow();
  const stop = autorun(() => void [root.catalog.bookingTypeConcepts, root.catalog.membershipCount, root.catalog.voucherCount]);
  const lists = [bookingTypesQuery(root), membershipsQuery(root), vouchersOnSaleQuery(root)];
  await when(() => lists.every((list) => root.queries.current(list).status !== 'loading'));
  return stop;
}

describe('CatalogStore', () => {
  it('learns which booking concepts, memberships and vouchers the club offers', async () => {
    const { root } = createTestRoot({ operations: lists });
    const stop = await followed(root);
    expect(root.catalog.bookingTypeConcepts).toEqual(['Booking', 'School']);
    expect(root.catalog.membershipCount).toBe(2);
    expect(root.catalog.voucherCount).toBe(0);
    stop();
  });

  it('shows nothing before the page follows it, as the server rendered it', () => {
    const { root, fetch } = createTestRoot({ operations: lists });
    const stop = autorun(() => void root.catalog.membershipCount);
    expect(root.catalog.membershipCount).toBe(0);
    expect(fetch.calls).toEqual([]);
    stop();
  });

  it("asks for the logged-in customer's vouchers", async () => {
    const { root } = createTestRoot({ operations: lists });
    root.session.startSession(loginRecord());
    const stop = await followed(root);
    expect(root.catalog.voucherCount).toBe(1);
    stop();
  });

  it('derives from the shared query: a write that invalidates the list changes the count, nothing copied', async () => {
    let memberships = [{ id: 1 }];
    const { root } = createTestRoot({ operations: { ...lists, listMemberships: () => ({ ok: true, model: memberships }) } });
    const stop = await followed(root);
    expect(root.catalog.membershipCount).toBe(1);
    memberships = [{ id: 1 }, { id: 2 }, { id: 3 }];
    root.queries.invalidate('listMemberships');
    await when(() => root.catalog.membershipCount === 3);
    stop();
  });

  it('only logs a list that fails, and shows nothing for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = createTestRoot({ operations: { ...lists, listMemberships: { ok: false, errorMsg: 'down' } } });
    const stop = await followed(root);
    expect(root.catalog.membershipCount).toBe(0);
    expect(root.catalog.bookingTypeConcepts).toEqual(['Booking', 'School']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    stop();
  });
});
