// Demo data of open matches and places (issue 13): players who join from the web, matches at several
// levels on the floor map, a full match with a waitlist and past competitive matches waiting for their
// result. Each browser journey (desktop, phone) has its own match to join and its own result to enter.
import { sql, type Transaction } from 'kysely';
import type { DB, MatchGender, Team } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededBookingSetup } from './booking-setup';
import type { SeededCustomers } from './customers';
import { netOf } from './money';
import { ORIGIN_WEB } from '../../domain/enums';

const PADEL = 2 as const;

export interface SeededMatches {
  sam: number;
  eva: number;
}

interface MatchSpec {
  title: string;
  owner: number;
  court: string;
  day: number;
  start: string;
  end: string;
  gender: MatchGender;
  levels: [number, number];
  competitive: boolean;
  /** Players with their team and floor-map place; the other places of a 4-player match are free. */
  players: Array<{ customerId: number; team: Team; place: string }>;
}

export async function seedMatches(trx: Transaction<DB>, clock: SeedClock, setup: SeededBookingSetup, people: SeededCustomers, demoPasswordHash: string): Promise<SeededMatches> {
  const player = async (email: string, name: string, surname: string, gender: 0 | 1, level: number) => {
    const { id } = await trx
      .insertInto('customers')
      .values({
        email,
        password_hash: demoPasswordHash,
        status: 'Active',
        name,
        surname,
        gender,
        accept_conditions: true,
        created_at: clock.ago(200),
        activated_at: clock.ago(200),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('levels')
      .values({ customer_id: id, sport: PADEL, provider: 'taykus', value: level, modification: 0, comments: 'Assessment', recorded_at: clock.ago(100) })
      .execute();
    return id;
  };
  const sam = await player('sam@demo.club', 'Sam', 'Ortega', 0, 3.5);
  const eva = await player('eva@demo.club', 'Eva', 'Núñez', 1, 3.2);
  const { ana, carlos, lucia, pedro, marta, empty } = people;
  const typeId = setup.bookingTypeId('open-matches');
  const price = 36;
  const share = 9;

  async function insertMatch(spec: MatchSpec): Promise<number> {
    const start = clock.at(spec.day, spec.start);
    const end = clock.at(spec.day, spec.end);
    const past = spec.day < 0;
    const { id } = await trx
      .insertInto('bookings')
      .values({
        booking_type_id: typeId,
        concept: 'Match',
        owner_customer_id: spec.owner,
        title: spec.title,
        starts_at: start,
        ends_at: end,
        gender: spec.gender,
        min_level: spec.levels[0],
        max_level: spec.levels[1],
        modify_level: spec.competitive,
        max_participants: 4,
        payment_type: 3,
        gross_price: price,
        net_price: netOf(price),
        status: 'Confirmed',
        allow_join: !past,
        origin: ORIGIN_WEB,
        created_at: clock.ago(past ? 10 : 2),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('booking_blocks')
      .values({ booking_id: id, resource_id: setup.resourceId(spec.court), during: sql<string>`tstzrange(${start}, ${end}, '[)')`, booking_status: 'Confirmed' })
      .execute();
    const taken = { 0: 0, 1: 0 } as Record<0 | 1, number>;
    for (const entry of spec.players) {
      if (entry.team !== -1) taken[entry.team] += 1;
      // Shares settled at the club's desk: nothing left to pay.
      await trx
        .insertInto('booking_players')
        .values({ booking_id: id, customer_id: entry.customerId, team: entry.team, booking_template_place_id: setup.placeId(entry.place), price: share, debt: 0 })
        .execute();
    }
    const free = ([0, 1] as const).flatMap((team) => Array.from({ length: 2 - taken[team] }, () => team));
    if (free.length > 0)
      await trx
        .insertInto('booking_players')
        .values(free.map((team) => ({ booking_id: id, customer_id: null, is_placeholder: true, team })))
        .execute();
    return id;
  }

  // To join on a team from the join page (desktop: Ana; phone: Eva).
  await insertMatch({
    title: 'Evening match · Padel 4',
    owner: marta,
    court: 'padel-4',
    day: 2,
    start: '18:00',
    end: '19:30',
    gender: 'Mixed',
    levels: [2.5, 4.5],
    competitive: true,
    players: [{ customerId: marta, team: 0, place: 'A1' }],
  });
  await insertMatch({
    title: 'Friendly match · Padel 4',
    owner: lucia,
    court: 'padel-4',
    day: 4,
    start: '18:00',
    end: '19:30',
    gender: 'Open',
    levels: [2.5, 4.5],
    competitive: false,
    players: [{ customerId: lucia, team: 1, place: 'B1' }],
  });
  // To join by a place on the floor map (Sam, on each).
  await insertMatch({
    title: "Men's match · Padel 3",
    owner: pedro,
    court: 'padel-3',
    day: 2,
    start: '17:00',
    end: '18:30',
    gender: 'Male',
    levels: [3, 4.5],
    competitive: true,
    players: [{ customerId: pedro, team: 0, place: 'A1' }],
  });
  await insertMatch({
    title: 'Open match · Padel 1',
    owner: carlos,
    court: 'padel-1',
    day: 5,
    start: '19:00',
    end: '20:30',
    gender: 'Open',
    levels: [3, 5],
    competitive: false,
    players: [
      { customerId: carlos, team: 0, place: 'A1' },
      { customerId: lucia, team: 1, place: 'B2' },
    ],
  });
  // Beginners and advanced players.
  await insertMatch({
    title: 'Beginners match · Padel 2',
    owner: marta,
    court: 'padel-2',
    day: 6,
    start: '10:00',
    end: '11:30',
    gender: 'Open',
    levels: [1, 2.5],
    competitive: false,
    players: [{ customerId: marta, team: 0, place: 'A1' }],
  });
  await insertMatch({
    title: 'Advanced match · Padel 2',
    owner: carlos,
    court: 'padel-2',
    day: 5,
    start: '09:30',
    end: '11:00',
    gender: 'Open',
    levels: [4.5, 6],
    competitive: true,
    players: [{ customerId: carlos, team: 1, place: 'B1' }],
  });
  // A full match with two players waiting for a place.
  const full = await insertMatch({
    title: 'Full match · Padel 1',
    owner: pedro,
    court: 'padel-1',
    day: 3,
    start: '18:00',
    end: '19:30',
    gender: 'Open',
    levels: [2.5, 4.5],
    competitive: true,
    players: [
      { customerId: pedro, team: 0, place: 'A1' },
      { customerId: carlos, team: 0, place: 'A2' },
      { customerId: lucia, team: 1, place: 'B1' },
      { customerId: marta, team: 1, place: 'B2' },
    ],
  });
  await trx
    .insertInto('booking_waitlist')
    .values([
      { booking_id: full, customer_id: empty, created_at: clock.ago(1) },
      { booking_id: full, customer_id: eva, created_at: clock.ago(0, 5) },
    ])
    .execute();
  // Past competitive matches waiting for their result (desktop: Ana enters it; phone: Sam).
  await insertMatch({
    title: 'League match · Padel 2',
    owner: ana,
    court: 'padel-2',
    day: -2,
    start: '19:00',
    end: '20:30',
    gender: 'Mixed',
    levels: [2.5, 4.5],
    competitive: true,
    players: [
      { customerId: ana, team: 0, place: 'A1' },
      { customerId: pedro, team: 0, place: 'A2' },
      { customerId: carlos, team: 1, place: 'B1' },
      { customerId: lucia, team: 1, place: 'B2' },
    ],
  });
  await insertMatch({
    title: 'League match · Padel 4',
    owner: sam,
    court: 'padel-4',
    day: -3,
    start: '19:00',
    end: '20:30',
    gender: 'Mixed',
    levels: [2.5, 4.5],
    competitive: true,
    players: [
      { customerId: sam, team: 0, place: 'A1' },
      { customerId: marta, team: 0, place: 'A2' },
      { customerId: carlos, team: 1, place: 'B1' },
      { customerId: lucia, team: 1, place: 'B2' },
    ],
  });
  return { sam, eva };
}
