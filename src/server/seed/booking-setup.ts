import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { BookingConcept, DB, MapPlaceDrawing, Sport, Weekday } from '../db/schema';
import { netOf } from './money';

const PADEL: Sport = 2;
const TENNIS: Sport = 3;
const PICKLEBALL: Sport = 6;

interface ResourceSpec {
  key: string;
  name: string;
  type: string;
  sport: Sport;
  durations: number[];
}

const RESOURCES: ResourceSpec[] = [
  ...[1, 2, 3, 4].map((n) => ({ key: `padel-${n}`, name: `Padel ${n}`, type: 'Padel court', sport: PADEL, durations: [60, 90, 120] })),
  ...[1, 2].map((n) => ({ key: `tennis-${n}`, name: `Tennis ${n}`, type: 'Tennis court', sport: TENNIS, durations: [60, 90, 120] })),
  { key: 'pickleball-1', name: 'Pickleball 1', type: 'Pickleball court', sport: PICKLEBALL, durations: [60, 90] },
  // An extra resource of another type: booked with a tennis court from the resource-option popup.
  { key: 'ball-machine-1', name: 'Ball machine', type: 'Ball machine', sport: TENNIS, durations: [60, 90] },
];

const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5];
const WEEKEND: Weekday[] = [0, 6];

interface BookingTypeSpec {
  key: string;
  name: string;
  concept: BookingConcept;
  category: string;
  sport: Sport;
  image: string;
  description: string;
  extendedDescription: string;
  resources: string[];
  maxParticipants: number;
  byPlace?: boolean;
  allowCreateByPlace?: boolean;
  withFloorMap?: boolean;
  /** Per-person price of classes and events. */
  gross?: number;
  anticipationDays?: number;
  /** A window shorter than a day (last-minute bookings); wins over anticipationDays. */
  anticipationMins?: number;
  /** The fair opening (issue 27): minutes before a day opens when players ask instead of booking. */
  openingWindowMins?: number;
  /** Anti-walking-down rules (issue 27 item 2). */
  limits?: { rebookCooldownMins?: number; maxPerDay?: number; maxPerWeek?: number; lateCancelLockMins?: number };
}

const PADEL_COURTS = ['padel-1', 'padel-2', 'padel-3', 'padel-4'];

const BOOKING_TYPES: BookingTypeSpec[] = [
  {
    key: 'padel',
    name: 'Padel court',
    concept: 'Booking',
    category: 'Padel',
    sport: PADEL,
    image: 'BookingTypes/padel.svg',
    description: 'Book one of our four panoramic padel courts.',
    extendedDescription: '<p>Panoramic glass courts with LED lighting. Rackets and balls can be rented at reception.</p>',
    resources: PADEL_COURTS,
    maxParticipants: 4,
    anticipationDays: 14,
    // The demo's prime courts open fairly: an hour to ask before midnight, one slot won per draw. The rules
    // against walking a slot down stay off here (a club sets them: cooldown, caps per day and week, a lock on a
    // cancelled slot): the demo's own data and journeys cancel and re-book freely.
    openingWindowMins: 60,
  },
  {
    key: 'tennis',
    name: 'Tennis court',
    concept: 'Booking',
    category: 'Tennis',
    sport: TENNIS,
    image: 'BookingTypes/tennis.svg',
    description: 'Clay and hard tennis courts, singles or doubles.',
    extendedDescription: '<p>Court 1 is clay, court 2 is a hard court. Please brush the clay court after playing.</p>',
    resources: ['tennis-1', 'tennis-2'],
    maxParticipants: 4,
    anticipationDays: 14,
  },
  {
    key: 'pickleball',
    name: 'Pickleball court',
    concept: 'Booking',
    category: 'Pickleball',
    sport: PICKLEBALL,
    image: 'BookingTypes/pickleball.svg',
    description: 'Try the fastest-growing racket sport.',
    extendedDescription: '<p>Paddles and balls are included with every pickleball booking.</p>',
    resources: ['pickleball-1'],
    maxParticipants: 4,
    anticipationDays: 7,
  },
  {
    key: 'open-matches',
    name: 'Open padel matches',
    concept: 'Match',
    category: 'Padel',
    sport: PADEL,
    image: 'BookingTypes/open-matches.svg',
    description: 'Join a match at your level or create one and let others join.',
    extendedDescription: '<p>Competitive matches update your level; friendly ones do not. Pick your side of the court on the map.</p>',
    resources: PADEL_COURTS,
    maxParticipants: 4,
    byPlace: true,
    allowCreateByPlace: true,
    withFloorMap: true,
    anticipationDays: 14,
  },
  {
    key: 'padel-school',
    name: 'Adult padel school',
    concept: 'School',
    category: 'Padel',
    sport: PADEL,
    image: 'BookingTypes/padel-school.svg',
    description: 'Weekly group classes of four players with a certified coach.',
    extendedDescription: '<p>Groups by level, from first steps to competition. Every class has a plan you can review afterwards.</p>',
    resources: ['padel-3', 'padel-4'],
    maxParticipants: 4,
    byPlace: true,
    gross: 20,
  },
  {
    key: 'tennis-academy',
    name: 'Kids tennis academy',
    concept: 'School',
    category: 'Tennis',
    sport: TENNIS,
    image: 'BookingTypes/tennis-academy.svg',
    description: 'Tennis for children from 5 to 14 years old.',
    extendedDescription: '<p>Fun-first classes in groups of up to six children, with mini-tennis for the youngest.</p>',
    resources: ['tennis-1', 'tennis-2'],
    maxParticipants: 6,
    byPlace: true,
    gross: 15,
  },
  {
    key: 'americano',
    name: 'Friday Americano',
    concept: 'Event',
    category: 'Padel',
    sport: PADEL,
    image: 'BookingTypes/americano.svg',
    description: 'Every Friday night: rotate partners, play everyone, have fun.',
    extendedDescription: '<p>Sixteen players, four courts, two hours of padel and a drink afterwards.</p>',
    resources: PADEL_COURTS,
    maxParticipants: 16,
    byPlace: true,
    gross: 15,
  },
  // Added after the first seven so their order (and what tests read of it) stays.
  {
    key: 'tennis-practice',
    name: 'Tennis with ball machine',
    concept: 'Booking',
    category: 'Tennis',
    sport: TENNIS,
    image: 'BookingTypes/tennis.svg',
    description: 'A tennis court, and the ball machine if you want it.',
    extendedDescription: '<p>Pick a court, then choose whether to add the ball machine for the same time.</p>',
    resources: ['tennis-1', 'tennis-2', 'ball-machine-1'],
    maxParticipants: 2,
    anticipationDays: 7,
  },
  {
    key: 'padel-last-minute',
    name: 'Last-minute padel',
    concept: 'Booking',
    category: 'Padel',
    sport: PADEL,
    image: 'BookingTypes/padel.svg',
    description: 'Courts still free in the next three hours, at a lower price.',
    extendedDescription: '<p>Opens three hours ahead only: whatever is left, cheaper.</p>',
    resources: PADEL_COURTS,
    maxParticipants: 4,
    anticipationMins: 180,
  },
  {
    key: 'pickleball-open-play',
    name: 'Pickleball open play',
    concept: 'Booking',
    category: 'Pickleball',
    sport: PICKLEBALL,
    image: 'BookingTypes/pickleball.svg',
    description: 'Free court time for members: book it, there is nothing to pay.',
    extendedDescription: '<p>Free of charge; the booking is confirmed at once.</p>',
    resources: ['pickleball-1'],
    maxParticipants: 4,
    anticipationDays: 3,
  },
];

const CANCEL_TEXT = 'Free cancellation up to 24 hours before the start. Later cancellations are not refunded.';

// Court prices per duration: [off-peak (opening–17:00), peak (17:00–closing)].
const COURT_PRICES: Record<string, Record<number, [number, number]>> = {
  padel: { 60: [20, 28], 90: [28, 36], 120: [36, 46] },
  tennis: { 60: [14, 18], 90: [20, 26], 120: [26, 34] },
  pickleball: { 60: [12, 14], 90: [17, 20] },
  'open-matches': { 60: [20, 28], 90: [28, 36], 120: [36, 46] },
  'tennis-practice': { 60: [14, 18], 90: [20, 26] },
  'padel-last-minute': { 60: [15, 20], 90: [21, 27], 120: [28, 35] },
  // Nothing to pay (serviceFree): confirmed at once.
  'pickleball-open-play': { 60: [0, 0], 90: [0, 0] },
};

/**
 * Member prices (issue 22, item 15): holders of the Individual Membership pay 25% less for a court booking,
 * as its description promises; per band like the others, so the peak stays dearer than the off-peak.
 */
const MEMBER_PRICED_TYPES = ['padel', 'tennis', 'pickleball'];
const MEMBERSHIP_WITH_MEMBER_PRICES = 'Individual Membership';
const MEMBER_PRICE_SHARE = 0.75;
const memberPrice = (gross: number) => Math.round(gross * MEMBER_PRICE_SHARE * 100) / 100;

function placeDrawing(label: string, row: number, col: number, x: number, y: number, shape: MapPlaceDrawing['shape']): MapPlaceDrawing {
  return { label, row, col, section: col === 1 ? 'Team 1' : 'Team 2', translation: `${x} ${y}`, rotation: 0, shape };
}

// The floor map is 800×500 with the court from (100,75) to (700,425) and the net at x=400.
const FLOOR_MAP_PLACES: MapPlaceDrawing[] = [
  placeDrawing('A1', 1, 1, 170, 120, { type: 'rect', x: 0, y: 0, width: 140, height: 100 }),
  placeDrawing('A2', 2, 1, 170, 280, { type: 'rect', x: 0, y: 0, width: 140, height: 100 }),
  placeDrawing('B1', 1, 2, 490, 120, { type: 'rect', x: 0, y: 0, width: 140, height: 100 }),
  placeDrawing('B2', 2, 2, 490, 280, { type: 'path', definition: 'M20 0 H120 Q140 0 140 20 V80 Q140 100 120 100 H20 Q0 100 0 80 V20 Q0 0 20 0 Z' }),
];

export interface SeededBookingSetup {
  resourceId: (key: string) => number;
  bookingTypeId: (key: string) => number;
  placeId: (label: string) => number;
  templateId: number;
}

function lookup(map: Map<string, number>, what: string): (key: string) => number {
  return (key) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Seed refers to unknown ${what} "${key}"`);
    return id;
  };
}

export async function seedBookingSetup(trx: Transaction<DB>): Promise<SeededBookingSetup> {
  const template = await trx
    .insertInto('booking_templates')
    .values({
      name: 'Padel court, four places',
      image: 'Templates/padel-floor-map.svg',
      config: jsonb({ width: 800, height: 500, fontSize: 20 }),
      allow_see_participants: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const places = await trx
    .insertInto('booking_template_places')
    .values(
      FLOOR_MAP_PLACES.map((drawing, index) => ({
        booking_template_id: template.id,
        place: drawing.label!,
        config: jsonb(drawing),
        sort_order: index,
      })),
    )
    .returning(['id', 'place'])
    .execute();

  const resources = new Map<string, number>();
  for (const [index, spec] of RESOURCES.entries()) {
    const { id } = await trx
      .insertInto('resources')
      .values({ name: spec.name, type: spec.type, sport: spec.sport, image: `Resources/${spec.key}.svg`, show_name_online: true, sort_order: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    resources.set(spec.key, id);
    await trx
      .insertInto('resource_timetables')
      .values([
        ...WEEKDAYS.map((weekday) => ({ resource_id: id, weekday, opens_at: '08:00', closes_at: '23:00', slot_step_mins: 30, durations_mins: spec.durations })),
        ...WEEKEND.map((weekday) => ({ resource_id: id, weekday, opens_at: '09:00', closes_at: '21:00', slot_step_mins: 30, durations_mins: spec.durations })),
      ])
      .execute();
  }
  const resourceId = lookup(resources, 'resource');

  const bookingTypes = new Map<string, number>();
  const { id: membershipProductId } = await trx.selectFrom('products').select('id').where('name', '=', MEMBERSHIP_WITH_MEMBER_PRICES).executeTakeFirstOrThrow();
  for (const [index, spec] of BOOKING_TYPES.entries()) {
    const { id } = await trx
      .insertInto('booking_types')
      .values({
        name: spec.name,
        description: spec.description,
        extended_description: spec.extendedDescription,
        concept: spec.concept,
        category: spec.category,
        image: spec.image,
        sport: spec.sport,
        by_place: spec.byPlace ?? false,
        allow_create_by_place: spec.allowCreateByPlace ?? false,
        booking_template_id: spec.withFloorMap ? template.id : null,
        max_participants: spec.maxParticipants,
        gross_price: spec.gross ?? null,
        net_price: spec.gross === undefined ? null : netOf(spec.gross),
        anticipation_mins: spec.anticipationMins ?? (spec.anticipationDays ? spec.anticipationDays * 1440 : null),
        anticipation_text: spec.anticipationMins
          ? `Bookings open ${spec.anticipationMins / 60} hours ahead.`
          : spec.anticipationDays
            ? `Bookings open ${spec.anticipationDays} days ahead.`
            : null,
        cancel_text: CANCEL_TEXT,
        cancel_limit_mins: 1440,
        sort_order: index,
        opening_window_mins: spec.openingWindowMins ?? null,
        rebook_cooldown_mins: spec.limits?.rebookCooldownMins ?? null,
        max_bookings_per_day: spec.limits?.maxPerDay ?? null,
        max_bookings_per_week: spec.limits?.maxPerWeek ?? null,
        late_cancel_lock_mins: spec.limits?.lateCancelLockMins ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bookingTypes.set(spec.key, id);
    await trx
      .insertInto('booking_type_resources')
      .values(spec.resources.map((key) => ({ booking_type_id: id, resource_id: resourceId(key) })))
      .execute();

    const prices = COURT_PRICES[spec.key];
    if (prices) {
      await trx
        .insertInto('prices')
        .values(
          Object.entries(prices).flatMap(([duration, [offPeak, peak]]) => [
            { booking_type_id: id, duration_mins: Number(duration), starts_at: '00:00', ends_at: '17:00', gross_price: offPeak, net_price: netOf(offPeak), label: 'Off-peak' },
            { booking_type_id: id, duration_mins: Number(duration), starts_at: '17:00', ends_at: '23:59', gross_price: peak, net_price: netOf(peak), label: 'Peak' },
          ]),
        )
        .execute();
      if (MEMBER_PRICED_TYPES.includes(spec.key)) {
        const member = { booking_type_id: id, membership_product_id: membershipProductId };
        await trx
          .insertInto('prices')
          .values(
            Object.entries(prices).flatMap(([duration, [offPeak, peak]]) => [
              {
                ...member,
                duration_mins: Number(duration),
                starts_at: '00:00',
                ends_at: '17:00',
                gross_price: memberPrice(offPeak),
                net_price: netOf(memberPrice(offPeak)),
                label: 'Members off-peak',
              },
              {
                ...member,
                duration_mins: Number(duration),
                starts_at: '17:00',
                ends_at: '23:59',
                gross_price: memberPrice(peak),
                net_price: netOf(memberPrice(peak)),
                label: 'Members peak',
              },
            ]),
          )
          .execute();
      }
    }
  }
  const bookingTypeId = lookup(bookingTypes, 'booking type');

  // Offers (special prices): early-bird 90-minute padel on court 4 before 10:00; the ball machine costs
  // less than a court (its own, more specific rows).
  await trx
    .insertInto('prices')
    .values([
      ...[60, 90].map((duration) => ({
        booking_type_id: bookingTypeId('tennis-practice'),
        resource_id: resourceId('ball-machine-1'),
        duration_mins: duration,
        starts_at: '00:00',
        ends_at: '23:59',
        gross_price: duration === 60 ? 6 : 8,
        net_price: netOf(duration === 60 ? 6 : 8),
        label: 'Ball machine',
      })),
    ])
    .execute();
  await trx
    .insertInto('prices')
    .values({
      booking_type_id: bookingTypeId('padel'),
      resource_id: resourceId('padel-4'),
      duration_mins: 90,
      starts_at: '08:00',
      ends_at: '10:00',
      gross_price: 18,
      net_price: netOf(18),
      is_special: true,
      label: 'Early bird',
    })
    .execute();
  // Members keep their discount on the early bird too (a member row wins over any row for everyone).
  await trx
    .insertInto('prices')
    .values({
      booking_type_id: bookingTypeId('padel'),
      resource_id: resourceId('padel-4'),
      membership_product_id: membershipProductId,
      duration_mins: 90,
      starts_at: '08:00',
      ends_at: '10:00',
      gross_price: memberPrice(18),
      net_price: netOf(memberPrice(18)),
      is_special: true,
      label: 'Members early bird',
    })
    .execute();

  return {
    resourceId,
    bookingTypeId,
    placeId: lookup(new Map(places.map((place) => [place.place, place.id])), 'template place'),
    templateId: template.id,
  };
}
