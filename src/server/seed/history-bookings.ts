import { sql, type Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { BookingConcept, DB, MatchGender, MatchResults, PaymentType, Team } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededBookingSetup } from './booking-setup';
import type { SeededCustomers } from './customers';
import { netOf } from './money';
import { seedSale } from './sales';
import type { SeededShop } from './shop';
import { ORIGIN_WEB } from '../../domain/enums';

interface PlayerSpec {
  customerId?: number;
  team?: Team;
  place?: string;
  price?: number;
  /** Share paid with this method at booking time; unpaid shares become the player's debt. */
  paidWith?: { methodId: number; reference: string; cardTokenId?: number };
}

interface BookingSpec {
  type: string;
  concept: BookingConcept;
  owner: number;
  resources: string[];
  start: Date;
  end: Date;
  price: number;
  maxParticipants: number;
  paymentType: PaymentType;
  title: string;
  players: PlayerSpec[];
  gender?: MatchGender;
  levels?: [number, number];
  competitive?: boolean;
  allowJoin?: boolean;
  results?: MatchResults;
  cancelled?: Date;
  comments?: string;
}

export interface SeededBookingHistory {
  /** The sale of Ana's place in the upcoming open match, paid from her voucher. */
  voucherPaidSaleId: number;
  voucherPaidAmount: number;
}

export async function seedBookingHistory(
  trx: Transaction<DB>,
  clock: SeedClock,
  setup: SeededBookingSetup,
  shop: SeededShop,
  people: SeededCustomers,
  cards: { stripe: number },
): Promise<SeededBookingHistory> {
  const stripe = { methodId: shop.paymentMethodId('Stripe'), cardTokenId: cards.stripe };
  const redsys = shop.paymentMethodId('Redsys');
  const voucher = shop.paymentMethodId('MoneyVoucher');
  const payAtClub = shop.paymentMethodId('Pending');
  let voucherPaidSaleId = 0;
  let reference = 0;
  const nextReference = (prefix: string) => `${prefix}_demo_${String(++reference).padStart(4, '0')}`;

  async function insertBooking(spec: BookingSpec): Promise<number> {
    const { id } = await trx
      .insertInto('bookings')
      .values({
        booking_type_id: setup.bookingTypeId(spec.type),
        concept: spec.concept,
        owner_customer_id: spec.owner,
        title: spec.title,
        comments: spec.comments ?? null,
        starts_at: spec.start,
        ends_at: spec.end,
        gender: spec.gender ?? null,
        min_level: spec.levels?.[0] ?? null,
        max_level: spec.levels?.[1] ?? null,
        modify_level: spec.competitive ?? false,
        max_participants: spec.maxParticipants,
        payment_type: spec.paymentType,
        gross_price: spec.price,
        net_price: netOf(spec.price),
        status: spec.cancelled ? 'Cancelled' : 'Confirmed',
        allow_join: spec.allowJoin ?? false,
        results: spec.results ? jsonb(spec.results) : null,
        origin: ORIGIN_WEB,
        created_at: clock.ago(30),
        cancelled_at: spec.cancelled ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('booking_blocks')
      .values(
        spec.resources.map((resource) => ({
          booking_id: id,
          resource_id: setup.resourceId(resource),
          during: sql<string>`tstzrange(${spec.start}, ${spec.end}, '[)')`,
          booking_status: spec.cancelled ? ('Cancelled' as const) : ('Confirmed' as const),
        })),
      )
      .execute();

    const resourceLabel = spec.resources.length === 1 ? spec.resources[0]!.replace('-', ' ') : `${spec.resources.length} courts`;
    for (const player of spec.players) {
      let saleId: number | null = null;
      const price = player.price ?? 0;
      if (player.customerId !== undefined && price > 0) {
        const sale = await seedSale(trx, {
          customerId: player.customerId,
          title: spec.title,
          description: `${resourceLabel}, ${clock.label(spec.start)}`,
          createdAt: spec.cancelled ? clock.ago(29) : clock.ago(20),
          paymentType: spec.paymentType,
          lines: [
            {
              category: 'Service',
              name: spec.title,
              gross: price,
              net: netOf(price),
              parent: { name: 'Booking', id, identifier: `${spec.title} · ${clock.label(spec.start)}` },
            },
          ],
          ...(player.paidWith
            ? { payment: player.paidWith }
            : { pendingMethodId: payAtClub, cancel: { operation: 'cancelBooking', bookingId: id, customerId: player.customerId } }),
        });
        saleId = sale.id;
        if (player.paidWith?.methodId === voucher) voucherPaidSaleId = sale.id;
      }
      await trx
        .insertInto('booking_players')
        .values({
          booking_id: id,
          customer_id: player.customerId ?? null,
          is_placeholder: player.customerId === undefined,
          team: player.team ?? -1,
          booking_template_place_id: player.place ? setup.placeId(player.place) : null,
          price,
          debt: player.customerId !== undefined && !player.paidWith ? price : 0,
          sale_id: saleId,
        })
        .execute();
    }
    return id;
  }

  const paid = (method: { methodId: number; cardTokenId?: number }, prefix: string) => ({ ...method, reference: nextReference(prefix) });
  const { ana, leo, carlos, lucia, pedro, marta } = people;

  // Upcoming court booking, paid in full with a saved card.
  await insertBooking({
    type: 'padel',
    concept: 'Booking',
    owner: ana,
    resources: ['padel-1'],
    start: clock.at(2, '19:00'),
    end: clock.at(2, '20:30'),
    price: 36,
    maxParticipants: 4,
    paymentType: 1,
    title: 'Padel court · 90 min',
    players: [{ customerId: ana, team: 0, price: 36, paidWith: paid(stripe, 'pi') }],
  });
  // The same slot booked earlier and cancelled: its block no longer holds the court.
  await insertBooking({
    type: 'padel',
    concept: 'Booking',
    owner: ana,
    resources: ['padel-1'],
    start: clock.at(2, '19:00'),
    end: clock.at(2, '20:30'),
    price: 36,
    maxParticipants: 4,
    paymentType: 1,
    title: 'Padel court · 90 min',
    cancelled: clock.ago(3),
    comments: 'Cancelled by the customer',
    players: [{ customerId: ana, team: 0 }],
  });
  // Upcoming open match on the floor map: Ana's place paid from her voucher, Carlos still owes his.
  await insertBooking({
    type: 'open-matches',
    concept: 'Match',
    owner: ana,
    resources: ['padel-2'],
    start: clock.at(3, '19:30'),
    end: clock.at(3, '21:00'),
    price: 36,
    maxParticipants: 4,
    paymentType: 3,
    title: 'Open match · Padel 2',
    gender: 'Mixed',
    levels: [2.5, 4],
    competitive: true,
    allowJoin: true,
    players: [
      { customerId: ana, team: 0, place: 'A1', price: 9, paidWith: { methodId: voucher, reference: nextReference('vch') } },
      { customerId: carlos, team: 1, place: 'B1', price: 9 },
      { team: 0 },
      { team: 1 },
    ],
  });
  // Someone else's friendly match Ana can join tomorrow.
  await insertBooking({
    type: 'open-matches',
    concept: 'Match',
    owner: carlos,
    resources: ['padel-3'],
    start: clock.at(1, '18:00'),
    end: clock.at(1, '19:30'),
    price: 36,
    maxParticipants: 4,
    paymentType: 3,
    title: 'Open match · Padel 3',
    gender: 'Open',
    levels: [3, 4.5],
    competitive: false,
    allowJoin: true,
    players: [
      { customerId: carlos, team: 0, place: 'A1', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
      { customerId: lucia, team: 1, place: 'B1', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
      { team: 0 },
      { team: 1 },
    ],
  });
  // Upcoming tennis shared with Leo, whose share is still pending.
  await insertBooking({
    type: 'tennis',
    concept: 'Booking',
    owner: ana,
    resources: ['tennis-1'],
    start: clock.at(6, '10:00'),
    end: clock.at(6, '11:00'),
    price: 14,
    maxParticipants: 2,
    paymentType: 2,
    title: 'Tennis court · 60 min',
    players: [
      { customerId: ana, team: 0, price: 7, paidWith: paid(stripe, 'pi') },
      { customerId: leo, team: 1, price: 7 },
    ],
  });
  // Past competitive match with its result; it changed Ana's level.
  const pastMatch = await insertBooking({
    type: 'open-matches',
    concept: 'Match',
    owner: ana,
    resources: ['padel-3'],
    start: clock.at(-7, '19:00'),
    end: clock.at(-7, '20:30'),
    price: 36,
    maxParticipants: 4,
    paymentType: 3,
    title: 'Open match · Padel 3',
    gender: 'Mixed',
    levels: [3, 4],
    competitive: true,
    results: { nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] },
    players: [
      { customerId: ana, team: 0, place: 'A1', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
      { customerId: pedro, team: 0, place: 'A2', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
      { customerId: carlos, team: 1, place: 'B1', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
      { customerId: lucia, team: 1, place: 'B2', price: 9, paidWith: paid({ methodId: redsys }, 'rds') },
    ],
  });
  // Past tennis booking left to pay at the club: a pending debt.
  await insertBooking({
    type: 'tennis',
    concept: 'Booking',
    owner: ana,
    resources: ['tennis-2'],
    start: clock.at(-20, '18:00'),
    end: clock.at(-20, '19:00'),
    price: 18,
    maxParticipants: 4,
    paymentType: 1,
    title: 'Tennis court · 60 min',
    players: [{ customerId: ana, team: 0, price: 18 }],
  });

  // Weekly adult padel school: two past sessions, two to come.
  const schoolSessions: number[] = [];
  for (const dayOffset of [-10, -3, 4, 11]) {
    schoolSessions.push(
      await insertBooking({
        type: 'padel-school',
        concept: 'School',
        owner: ana,
        resources: ['padel-3'],
        start: clock.at(dayOffset, '10:00'),
        end: clock.at(dayOffset, '11:00'),
        price: 20,
        maxParticipants: 4,
        paymentType: 3,
        title: 'Adult padel school · Level 2',
        allowJoin: dayOffset > 0,
        players: [
          { customerId: ana, team: -1, price: 20, paidWith: paid(stripe, 'pi') },
          { customerId: marta, team: -1, price: 20, paidWith: paid({ methodId: redsys }, 'rds') },
          { customerId: pedro, team: -1, price: 20, paidWith: paid({ methodId: redsys }, 'rds') },
          { team: -1 },
        ],
      }),
    );
  }
  const kidsClass = await insertBooking({
    type: 'tennis-academy',
    concept: 'School',
    owner: leo,
    resources: ['tennis-2'],
    start: clock.at(5, '17:00'),
    end: clock.at(5, '18:00'),
    price: 15,
    maxParticipants: 6,
    paymentType: 3,
    title: 'Kids tennis academy · Minis',
    allowJoin: true,
    players: [{ customerId: leo, team: -1, price: 15, paidWith: paid(stripe, 'pi') }],
  });
  // Next week's Friday Americano on all four padel courts.
  const fridayOffset = [...Array(7).keys()].map((k) => k + 8).find((offset) => new Date(`${clock.day(offset)}T12:00:00Z`).getUTCDay() === 5)!;
  await insertBooking({
    type: 'americano',
    concept: 'Event',
    owner: pedro,
    resources: ['padel-1', 'padel-2', 'padel-3', 'padel-4'],
    start: clock.at(fridayOffset, '19:00'),
    end: clock.at(fridayOffset, '21:00'),
    price: 15,
    maxParticipants: 16,
    paymentType: 3,
    title: 'Friday Americano',
    gender: 'Open',
    allowJoin: true,
    players: [pedro, carlos, lucia, marta].map((customerId) => ({ customerId, price: 15, paidWith: paid({ methodId: redsys }, 'rds') })),
  });

  await seedLevels(trx, clock, people, pastMatch);
  await seedTrainings(trx, clock, people, schoolSessions, kidsClass);
  const voucherPaid = await trx.selectFrom('sales').select('total').where('id', '=', voucherPaidSaleId).executeTakeFirstOrThrow();
  return { voucherPaidSaleId, voucherPaidAmount: voucherPaid.total };
}

async function seedLevels(trx: Transaction<DB>, clock: SeedClock, people: SeededCustomers, pastMatchId: number): Promise<void> {
  const padel = 2 as const;
  const tennis = 3 as const;
  await trx
    .insertInto('levels')
    .values([
      { customer_id: people.ana, sport: padel, provider: 'taykus', value: 2.8, modification: 0, comments: 'Initial assessment by the coach', recorded_at: clock.ago(120) },
      { customer_id: people.ana, sport: padel, provider: 'taykus', value: 3.05, modification: 0.25, comments: 'Spring league', recorded_at: clock.ago(60) },
      { customer_id: people.ana, sport: padel, provider: 'taykus', value: 3.2, modification: 0.15, comments: 'Club Championship', recorded_at: clock.ago(30) },
      {
        customer_id: people.ana,
        sport: padel,
        provider: 'taykus',
        value: 3.35,
        modification: 0.15,
        comments: 'Won 6-3 4-6 6-2',
        recorded_at: clock.at(-7, '20:45'),
        parent_booking_id: pastMatchId,
      },
      { customer_id: people.ana, sport: padel, provider: 'wpr', value: 3.1, modification: 0, comments: 'Imported from World Padel Rating', recorded_at: clock.ago(90) },
      { customer_id: people.ana, sport: padel, provider: 'wpr', value: 3.25, modification: 0.15, comments: 'Madrid Amateur Open', recorded_at: clock.ago(14) },
      { customer_id: people.ana, sport: tennis, provider: 'taykus', value: 2.5, modification: 0, comments: 'Assessment', recorded_at: clock.ago(200) },
      { customer_id: people.leo, sport: tennis, provider: 'taykus', value: 1.8, modification: 0, comments: 'Academy assessment', recorded_at: clock.ago(50) },
      { customer_id: people.mia, sport: padel, provider: 'taykus', value: 1.5, modification: 0, comments: 'Academy assessment', recorded_at: clock.ago(50) },
      {
        customer_id: people.carlos,
        sport: padel,
        provider: 'taykus',
        value: 3.6,
        modification: -0.1,
        comments: 'Lost 3-6 6-4 2-6',
        recorded_at: clock.at(-7, '20:45'),
        parent_booking_id: pastMatchId,
      },
      {
        customer_id: people.lucia,
        sport: padel,
        provider: 'taykus',
        value: 3.4,
        modification: -0.1,
        comments: 'Lost 3-6 6-4 2-6',
        recorded_at: clock.at(-7, '20:45'),
        parent_booking_id: pastMatchId,
      },
      {
        customer_id: people.pedro,
        sport: padel,
        provider: 'taykus',
        value: 3.15,
        modification: 0.15,
        comments: 'Won 6-3 4-6 6-2',
        recorded_at: clock.at(-7, '20:45'),
        parent_booking_id: pastMatchId,
      },
      { customer_id: people.marta, sport: padel, provider: 'taykus', value: 2.9, modification: 0, comments: 'Assessment', recorded_at: clock.ago(80) },
    ])
    .execute();
  await trx
    .insertInto('level_provider_links')
    .values({ customer_id: people.ana, provider: 'wpr', external_user_id: 'wpr-104233', linked_at: clock.ago(90) })
    .execute();
}

async function seedTrainings(trx: Transaction<DB>, clock: SeedClock, people: SeededCustomers, schoolSessions: number[], kidsClass: number): Promise<void> {
  const plans = [
    {
      topic: 'Volleys and net position',
      presented: 'Continental grip, forehand and backhand volleys, split step at the net.',
      comments: 'Great progress on the backhand volley. Keep the racket head up.',
    },
    {
      topic: 'Bandeja and lob defence',
      presented: 'Bandeja from the T, recovering the net, lob defence from the back glass.',
      comments: 'Remember to turn your shoulders early on the bandeja.',
    },
    { topic: 'Serve and return', presented: null, comments: null },
    { topic: 'Match play with golden point', presented: null, comments: null },
  ];
  const trainingIds: number[] = [];
  for (const [index, bookingId] of schoolSessions.entries()) {
    const booking = await trx.selectFrom('bookings').select(['starts_at']).where('id', '=', bookingId).executeTakeFirstOrThrow();
    const plan = plans[index]!;
    const { id } = await trx
      .insertInto('trainings')
      .values({
        booking_id: bookingId,
        name: `Adult padel school · ${plan.topic}`,
        starts_at: booking.starts_at,
        duration_mins: 60,
        description: `Level 2 group with Carla Navarro. Today: ${plan.topic.toLowerCase()}.`,
        presented: plan.presented,
        public_comments: plan.comments,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    trainingIds.push(id);
  }
  const kids = await trx
    .insertInto('trainings')
    .values({
      booking_id: kidsClass,
      name: 'Kids tennis academy · Minis',
      starts_at: clock.at(5, '17:00'),
      duration_mins: 60,
      description: 'Mini-tennis games, coordination and first rallies.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('training_customers')
    .values([...trainingIds.map((training_id) => ({ training_id, customer_id: people.ana })), { training_id: kids.id, customer_id: people.leo }])
    .execute();

  const [firstPast, secondPast] = trainingIds as [number, number];
  await trx
    .insertInto('training_gallery_images')
    .values([
      { training_id: firstPast, file_name: 'training-1.svg', title: 'Volley drill', sort_order: 0 },
      { training_id: firstPast, file_name: 'training-3.svg', title: 'Group photo', sort_order: 1 },
      { training_id: secondPast, file_name: 'training-2.svg', title: 'Bandeja practice', sort_order: 0 },
    ])
    .execute();
  await trx
    .insertInto('training_videos')
    .values([
      { training_id: firstPast, file_name: 'volley-drill.svg', title: 'Volley drill (animation)', sort_order: 0 },
      { training_id: secondPast, file_name: 'footwork.svg', title: 'Footwork ladder (animation)', sort_order: 0 },
    ])
    .execute();
  await trx
    .insertInto('training_files')
    .values([
      { training_id: firstPast, file_name: 'padel-drills.pdf', title: 'Padel drills, level 2 (PDF)', sort_order: 0 },
      { training_id: firstPast, file_name: 'training-plan.txt', title: 'Training plan', sort_order: 1 },
      { training_id: secondPast, file_name: 'training-plan.txt', title: 'Training plan', sort_order: 0 },
    ])
    .execute();
}
