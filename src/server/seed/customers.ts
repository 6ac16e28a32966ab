import type { Transaction } from 'kysely';
import type { CustomerGender, CustomerStatus, DB } from '../db/schema';
import type { SeedClock } from './clock';

export interface SeededCustomers {
  ana: number;
  leo: number;
  mia: number;
  empty: number;
  temp: number;
  /** Club members without an online login, who fill the other places of the demo matches. */
  carlos: number;
  lucia: number;
  pedro: number;
  marta: number;
  /** A login with neither gender nor level: the create-match popup's no-level text and every gender choice. */
  noa: number;
  /** The club's staff member: opens the club's settings page (issue 39). */
  staff: number;
}

interface CustomerSpec {
  key: keyof SeededCustomers;
  email: string;
  name: string;
  surname: string;
  gender: CustomerGender | null;
  birthDate: string;
  phone: string | null;
  status: CustomerStatus;
  /** Whether the customer signs in with the demo password. */
  login: boolean;
  parent?: keyof SeededCustomers;
  logo?: string;
  ageDays: number;
  address?: { address_line1: string; postal_code: string; city: string; town: string; country: string };
  extra?: { email2?: string; phone2?: string };
  /** One of the club's staff (customers.staff). */
  staff?: boolean;
}

const MADRID = { postal_code: '28013', city: 'Madrid', town: 'Madrid', country: 'Spain' };

const CUSTOMERS: CustomerSpec[] = [
  {
    key: 'ana',
    email: 'ana@demo.club',
    name: 'Ana',
    surname: 'García López',
    gender: 1,
    birthDate: '1986-04-12',
    phone: '+34 600 111 222',
    status: 'Active',
    login: true,
    logo: 'Customers/ana.svg',
    ageDays: 420,
    address: { address_line1: 'Calle Mayor 10, 3º B', ...MADRID },
    extra: { email2: 'ana.garcia@example.com', phone2: '+34 910 222 333' },
  },
  {
    key: 'leo',
    email: 'leo@demo.club',
    name: 'Leo',
    surname: 'García',
    gender: 0,
    birthDate: '2012-09-03',
    phone: null,
    status: 'Active',
    login: true,
    parent: 'ana',
    logo: 'Customers/leo.svg',
    ageDays: 400,
    address: { address_line1: 'Calle Mayor 10, 3º B', ...MADRID },
  },
  {
    key: 'mia',
    email: 'mia@demo.club',
    name: 'Mia',
    surname: 'García',
    gender: 1,
    birthDate: '2015-02-20',
    phone: null,
    status: 'Active',
    login: true,
    parent: 'ana',
    logo: 'Customers/mia.svg',
    ageDays: 400,
    address: { address_line1: 'Calle Mayor 10, 3º B', ...MADRID },
  },
  {
    key: 'empty',
    email: 'empty@demo.club',
    name: 'Elena',
    surname: 'Martín',
    gender: 1,
    birthDate: '1992-11-30',
    phone: '+34 600 444 555',
    status: 'Active',
    login: true,
    ageDays: 12,
  },
  { key: 'noa', email: 'noa@demo.club', name: 'Noa', surname: 'Vidal', gender: null, birthDate: '1995-05-05', phone: null, status: 'Active', login: true, ageDays: 20 },
  {
    key: 'staff',
    email: 'staff@demo.club',
    name: 'Sofía',
    surname: 'Navarro',
    gender: 1,
    birthDate: '1987-04-12',
    phone: '+34 600 888 999',
    status: 'Active',
    login: true,
    ageDays: 900,
    staff: true,
  },
  { key: 'temp', email: 'temp@demo.club', name: 'Tomás', surname: 'Ruiz', gender: 0, birthDate: '1990-06-15', phone: '+34 600 666 777', status: 'Temp', login: true, ageDays: 1 },
  {
    key: 'carlos',
    email: 'carlos.perez@demo.club',
    name: 'Carlos',
    surname: 'Pérez',
    gender: 0,
    birthDate: '1984-01-22',
    phone: '+34 600 100 001',
    status: 'Active',
    login: false,
    logo: 'Customers/carlos.svg',
    ageDays: 800,
  },
  {
    key: 'lucia',
    email: 'lucia.gomez@demo.club',
    name: 'Lucía',
    surname: 'Gómez',
    gender: 1,
    birthDate: '1991-07-08',
    phone: '+34 600 100 002',
    status: 'Active',
    login: false,
    logo: 'Customers/lucia.svg',
    ageDays: 600,
  },
  {
    key: 'pedro',
    email: 'pedro.sanchez@demo.club',
    name: 'Pedro',
    surname: 'Sánchez',
    gender: 0,
    birthDate: '1979-03-17',
    phone: '+34 600 100 003',
    status: 'Active',
    login: false,
    logo: 'Customers/pedro.svg',
    ageDays: 900,
  },
  {
    key: 'marta',
    email: 'marta.diaz@demo.club',
    name: 'Marta',
    surname: 'Díaz',
    gender: 1,
    birthDate: '1988-12-02',
    phone: '+34 600 100 004',
    status: 'Active',
    login: false,
    ageDays: 300,
  },
];

const CUSTOM_FIELDS = [
  { name: 'dominantHand', label: 'Dominant hand', field_type: 'picklist' as const, pick_list_values: 'Right,Left,Both' },
  { name: 'federationLicense', label: 'Federation licence number', field_type: 'text' as const, pick_list_values: null },
  { name: 'tournamentNews', label: 'Tell me about tournaments', field_type: 'bool' as const, pick_list_values: null },
];

const CUSTOM_VALUES: Partial<Record<keyof SeededCustomers, Record<string, string>>> = {
  ana: { dominantHand: 'Right', federationLicense: 'MAD-48213', tournamentNews: 'true' },
  leo: { dominantHand: 'Left', tournamentNews: 'false' },
  mia: { dominantHand: 'Right' },
};

export async function seedCustomers(trx: Transaction<DB>, clock: SeedClock, demoPasswordHash: string): Promise<SeededCustomers> {
  const ids: Partial<SeededCustomers> = {};
  for (const spec of CUSTOMERS) {
    const createdAt = clock.ago(spec.ageDays);
    const { id } = await trx
      .insertInto('customers')
      .values({
        email: spec.email,
        password_hash: spec.login ? demoPasswordHash : null,
        status: spec.status,
        name: spec.name,
        surname: spec.surname,
        gender: spec.gender,
        birth_date: spec.birthDate,
        phone: spec.phone,
        email2: spec.extra?.email2 ?? null,
        phone2: spec.extra?.phone2 ?? null,
        logo: spec.logo ?? null,
        ok_rss: spec.key === 'ana',
        staff: spec.staff === true,
        accept_conditions: true,
        parent_id: spec.parent ? ids[spec.parent]! : null,
        created_at: createdAt,
        activated_at: spec.status === 'Active' ? createdAt : null,
        ...spec.address,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[spec.key] = id;
  }
  const customers = ids as SeededCustomers;

  const fields = await trx
    .insertInto('custom_fields')
    .values(CUSTOM_FIELDS.map((field, index) => ({ ...field, sort_order: index })))
    .returning(['id', 'name'])
    .execute();
  const fieldId = new Map(fields.map((field) => [field.name, field.id]));
  const values = Object.entries(CUSTOM_VALUES).flatMap(([customer, byField]) =>
    Object.entries(byField).map(([field, value]) => ({
      customer_id: customers[customer as keyof SeededCustomers],
      custom_field_id: fieldId.get(field)!,
      value,
    })),
  );
  await trx.insertInto('customer_custom_field_values').values(values).execute();
  return customers;
}
