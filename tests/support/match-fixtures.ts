// Test data of the match pages' tests: an open padel match as the contract's Booking model describes it (typed by it,
// so a fixture cannot drift from what the server answers).
import type { components } from '../../src/generated/api';

type Booking = components['schemas']['Booking'];
type Player = components['schemas']['Player'];

/** A player of a match (level 3.5 unless `extra` says otherwise). */
export const matchPlayer = (id: number, name: string, team: 0 | 1, extra: Partial<Player> = {}): Player => ({
  id,
  customerId: id,
  name,
  team,
  level: 3.5,
  isPlaceholder: false,
  ...extra,
});

/** A free place of a team: the contract marks it with customerId -1. */
export const freePlace = (id: number, team: 0 | 1): Player => ({ id, customerId: -1, name: null, team, isPlaceholder: true });

/** A competitive shared-payment match of 4 (36 €, 9 € a share) on Monday 2026-11-23 at 19:00, Marta and Pedro in, one free place per team. */
export const openMatch = (overrides: Partial<Booking> = {}): Booking => ({
  id: 41,
  title: 'Evening match',
  bookingTypeName: 'Padel matches',
  concept: 'Match',
  date: '2026-11-23',
  dtStart: '2026-11-23T18:00:00.000Z',
  startHour: '19:00',
  duration: 90,
  gender: 'Mixed',
  minLevel: 2.5,
  maxLevel: 4.5,
  modifyLevel: true,
  maxParticipants: 4,
  participantsIn: 2,
  paymentType: 3,
  price: 36,
  netPrice: 29.75,
  allowJoin: true,
  isPast: false,
  bookingTemplateId: null,
  players: [matchPlayer(1, 'Marta', 0), freePlace(11, 0), matchPlayer(2, 'Pedro', 1), freePlace(12, 1)],
  ...overrides,
});
