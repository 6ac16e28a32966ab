import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB, DynamicFormField } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededShop } from './shop';

const ACTIVITY_FORM_PARENT = 'Activity';

const SUMMER_CAMP_FORM: DynamicFormField[] = [
  { id: 1, name: 'childName', label: "Child's full name", value: '', required: true, col1: 4, col2: 8, isFile: false, column: { inputType: 'Text' } },
  // Not a date of birth: doc 3 §9 limits the form's date picker to today onwards.
  { id: 2, name: 'firstDay', label: 'Arrival at the camp', value: '', required: true, col1: 4, col2: 8, isFile: false, column: { inputType: 'Date' } },
  {
    id: 3,
    name: 'tshirtSize',
    label: 'T-shirt size',
    value: '',
    required: true,
    col1: 4,
    col2: 8,
    isFile: false,
    column: { inputType: 'Picklist', pickListValues: 'XS,S,M,L,XL' },
  },
  { id: 4, name: 'canSwim', label: 'Can swim without help', value: false, required: false, col1: 4, col2: 8, isFile: false, column: { inputType: 'CheckBox' } },
  { id: 5, name: 'allergies', label: 'Allergies or medical notes', value: '', required: false, col1: 4, col2: 8, isFile: false, column: { inputType: 'TextArea' } },
  { id: 6, name: 'emergencyEmail', label: 'Emergency contact e-mail', value: '', required: true, col1: 4, col2: 8, isFile: false, column: { inputType: 'Email' } },
  {
    id: 7,
    name: 'medicalCertificate',
    label: 'Medical certificate (optional)',
    value: null,
    required: false,
    col1: 4,
    col2: 8,
    isFile: true,
    column: { inputType: 'FileLoader' },
  },
];

/** The championship's entry form: every kind of answer the journeys fill (text, date, pick list, checkbox, file). */
const CHAMPIONSHIP_FORM: DynamicFormField[] = [
  {
    id: 1,
    name: 'intro',
    label: 'Entry',
    value: 'One form per pair: choose your partner and your category below.',
    required: false,
    col1: 12,
    col2: 12,
    isFile: false,
    column: { inputType: 'Label' },
  },
  { id: 2, name: 'teamName', label: 'Team name', value: '', required: true, col1: 4, col2: 8, isFile: false, column: { inputType: 'Text' } },
  { id: 3, name: 'firstAvailableDay', label: 'First day you can play', value: '', required: true, col1: 4, col2: 4, isFile: false, column: { inputType: 'DateNoTime' } },
  {
    id: 4,
    name: 'shirtSize',
    label: 'Shirt size',
    value: '',
    required: true,
    col1: 4,
    col2: 4,
    isFile: false,
    column: { inputType: 'Picklist', pickListValues: 'S,M,L,XL' },
  },
  { id: 5, name: 'playedBefore', label: 'We played a championship before', value: false, required: false, col1: 4, col2: 8, isFile: false, column: { inputType: 'CheckBox' } },
  { id: 6, name: 'contactEmail', label: 'Contact e-mail', value: '', required: false, col1: 4, col2: 8, isFile: false, column: { inputType: 'Email' } },
  {
    id: 7,
    name: 'medicalCertificate',
    label: 'Medical certificate',
    value: null,
    required: false,
    col1: 4,
    col2: 8,
    isFile: true,
    column: { inputType: 'FileLoader' },
  },
];

export interface SeededActivities {
  summerCampId: number;
  openDayId: number;
}

export async function seedActivities(trx: Transaction<DB>, clock: SeedClock, shop: SeededShop): Promise<SeededActivities> {
  const summerCamp = await trx
    .insertInto('activities')
    .values({
      name: 'Summer Padel Camp',
      poster: 'Activities/summer-camp.svg',
      starts_at: clock.at(40, '09:00'),
      ends_at: clock.at(44, '14:00'),
      description:
        '<p>A week of padel, tennis and games for children from 5 to 14, every morning from 09:00 to 14:00.</p><ul><li>Groups by age and level</li><li>Daily swim and a healthy snack</li><li>Certified coaches</li></ul>',
      online_sign_up: true,
      partner_inscription: false,
      product_id: shop.products('summer-camp-week').id,
      max_inscriptions: 48,
      place: 'Padel courts 1–4 and pool',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const championship = await trx
    .insertInto('activities')
    .values({
      name: 'Club Championship',
      poster: 'Activities/championship.svg',
      starts_at: clock.at(25, '09:00'),
      ends_at: clock.at(27, '21:00'),
      description: '<p>Our annual doubles championship. Sign up with your partner in your category; matches are played over a weekend with a final on Sunday evening.</p>',
      online_sign_up: true,
      partner_inscription: true,
      product_id: shop.products('championship-entry').id,
      max_inscriptions: 128,
      place: 'Centre court and courts 1–6',
      min_level: 2.5,
      max_level: 6,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const openDay = await trx
    .insertInto('activities')
    .values({
      name: 'Open Day: try padel for free',
      poster: 'Activities/open-day.svg',
      starts_at: clock.at(10, '10:00'),
      ends_at: clock.at(10, '14:00'),
      description: '<p>Free 30-minute taster sessions on every court. Rackets and balls provided. Bring your friends!</p>',
      online_sign_up: true,
      partner_inscription: false,
      max_inscriptions: 60,
      place: 'All padel courts',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('activities')
    .values({
      name: 'Tennis Night Social',
      poster: 'Activities/tennis-night.svg',
      starts_at: clock.at(18, '19:30'),
      ends_at: clock.at(18, '23:00'),
      description: '<p>Doubles under the lights, music and tapas on the terrace. Sign up at reception.</p>',
      online_sign_up: false,
      place: 'Tennis courts and terrace',
    })
    .execute();

  await trx
    .insertInto('activity_categories')
    .values([
      ...['Ages 5–8', 'Ages 9–11', 'Ages 12–14'].map((name, index) => ({ activity_id: summerCamp.id, name, sort_order: index })),
      ...["Men's 1st category", "Men's 2nd category", "Women's 1st category", 'Mixed'].map((name, index) => ({
        activity_id: championship.id,
        name,
        sort_order: index,
      })),
    ])
    .execute();

  await trx
    .insertInto('dynamic_forms')
    .values({
      parent_name: ACTIVITY_FORM_PARENT,
      parent_id: summerCamp.id,
      name: 'Summer camp registration',
      legal_checks: true,
      fields: jsonb(SUMMER_CAMP_FORM),
    })
    .execute();
  await trx
    .insertInto('dynamic_forms')
    .values({
      parent_name: ACTIVITY_FORM_PARENT,
      parent_id: championship.id,
      name: 'Club Championship entry',
      legal_checks: true,
      fields: jsonb(CHAMPIONSHIP_FORM),
    })
    .execute();

  return { summerCampId: summerCamp.id, openDayId: openDay.id };
}

/** Ana already signed up for the Open Day, so its page shows "Already In!" to her. */
export async function seedInscriptions(trx: Transaction<DB>, clock: SeedClock, activities: SeededActivities, customerId: number): Promise<void> {
  await trx
    .insertInto('activity_inscriptions')
    .values({ activity_id: activities.openDayId, customer_id: customerId, created_at: clock.ago(4) })
    .execute();
}
