import { describe, expect, it } from 'vitest';
import { decodePayload, encodePayload, type BookingType, type Resource, type TimeSlot } from '../../booking/booking-rules';
import { bookingPayload, type SlotChoice } from './booking-payload';

const padel: BookingType = { id: 1, name: 'Padel', maxParticipants: 4 };
const slot: TimeSlot = { id: 's1', start: '2026-11-23T17:00:00.000Z', sstart: null, durations: [60, 90], noOnlineBlocks: [] };
const court: Resource = { id: 3, name: 'Padel 3', type: 'Padel court', image: null, showNameOnline: true, timeTable: [slot] };
const hidden: Resource = { id: 4, name: 'Secret court', type: 'Padel court', image: null, showNameOnline: false, timeTable: [slot] };
const machine: Resource = { id: 9, name: 'Ball machine', type: 'Ball machine', image: null, showNameOnline: true, timeTable: [slot] };
const price = { amount: 23.14, isSpecialPrice: true, gross: 28, netPrice: 23.14 };
const context = { type: padel, customerId: 7, cancelText: 'Free cancellation up to 24 h before', timeZone: 'Europe/Madrid' };

describe('bookingPayload (doc 2 §3: what /checkout-booking receives)', () => {
  it('books the chosen court at its start for the chosen duration, the price as the contract says', () => {
    const choice: SlotChoice = { resource: court, slot, duration: 90, price, extras: [] };
    const payload = bookingPayload(choice, context);
    expect(payload.isMatch).toBe(false);
    expect(payload.blocks).toEqual([{ resourceId: 3, resourceName: 'Padel 3', startDate: slot.start, sstart: '18:00', duration: 90, noOnline: false, customerId: 7 }]);
    expect(payload.booking).toMatchObject({
      customerId: 7,
      bookingTypeId: 1,
      bookingTypeName: 'Padel',
      maxParticipants: 4,
      origin: 5,
      paymentType: 0,
      bookingByPlace: false,
      cancelText: 'Free cancellation up to 24 h before',
      date: slot.start,
      duration: 90,
      resourceName: 'Padel 3',
      resources: 'Padel 3',
      price: { amount: 23.14, isSpecialPrice: true, price: 28, grossPrice: 28, netPrice: 23.14 },
    });
    expect(payload.booking).not.toHaveProperty('gender');
  });

  it('adds one block per extra resource at the same start and duration, and names only what the club shows online', () => {
    const choice: SlotChoice = { resource: hidden, slot, duration: 60, price, extras: [{ resource: machine, slot }] };
    const payload = bookingPayload(choice, context);
    expect(payload.blocks.map((block) => [block.resourceId, block.resourceName, block.duration, block.startDate])).toEqual([
      [4, null, 60, slot.start],
      [9, 'Ball machine', 60, slot.start],
    ]);
    expect(payload.booking.resourceName).toBe('Ball machine');
  });

  it('carries the match details of a type that creates matches by place, and survives the trip through the URL', () => {
    const matchType: BookingType = { ...padel, byPlace: true, allowCreateBookByPlace: true, maxParticipants: undefined };
    const match = { gender: 'Mixed' as const, modifyLevel: false, minLevel: 2.5, maxLevel: 4 };
    const payload = bookingPayload({ resource: court, slot, duration: 90, price, match, extras: [] }, { ...context, type: matchType, customerId: 0 });
    expect(payload.isMatch).toBe(true);
    expect(payload.booking).toMatchObject({ bookingByPlace: true, maxParticipants: 4, customerId: 0, ...match });
    expect(decodePayload(encodePayload(payload))).toEqual(payload);
  });
});
