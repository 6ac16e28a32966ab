import { describe, expect, it, vi } from 'vitest';
import { createTestRoot, loginRecord, type FakeOperations } from './test-support';

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

describe('CatalogStore', () => {
  it('learns which booking concepts, memberships and vouchers the club offers', async () => {
    const { root } = createTestRoot({ operations: lists });
    await root.catalog.load();
    expect(root.catalog.bookingTypeConcepts).toEqual(['Booking', 'School']);
    expect(root.catalog.membershipCount).toBe(2);
    expect(root.catalog.voucherCount).toBe(0);
  });

  it("asks for the logged-in customer's vouchers", async () => {
    const { root } = createTestRoot({ operations: lists });
    root.session.startSession(loginRecord());
    await root.catalog.load();
    expect(root.catalog.voucherCount).toBe(1);
  });

  it('only logs a list that fails, and shows nothing for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = createTestRoot({ operations: { ...lists, listMemberships: { ok: false, errorMsg: 'down' } } });
    await root.catalog.load();
    expect(root.catalog.membershipCount).toBe(0);
    expect(root.catalog.bookingTypeConcepts).toEqual(['Booking', 'School']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
