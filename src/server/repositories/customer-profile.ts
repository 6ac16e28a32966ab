import type { Kysely, Selectable, Updateable } from 'kysely';
import type { components } from '../../generated/api';
import type { CustomFieldsTable, CustomersTable, DB } from '../db/schema';

type Customer = components['schemas']['Customer'];
type CustomField = components['schemas']['CustomField'];
type FamilyMember = components['schemas']['FamilyMember'];

export type CustomFieldRow = Selectable<CustomFieldsTable>;
/** A custom field's new text; null removes the stored value. */
export interface CustomFieldValue {
  fieldId: number;
  value: string | null;
}

const FAMILY_COLUMNS = ['id', 'name', 'surname', 'logo'] as const;

/** The account-page view of a customer: profile, every custom field with its value, and the family. Undefined when unknown. */
export async function loadCustomerProfile(db: Kysely<DB>, customerId: number, currentId: number | null): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  if (!row) return undefined;
  const [fields, values, parent, children] = await Promise.all([
    db.selectFrom('custom_fields').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('customer_custom_field_values').select(['custom_field_id', 'value']).where('customer_id', '=', customerId).execute(),
    row.parent_id === null ? Promise.resolve(undefined) : db.selectFrom('customers').select(FAMILY_COLUMNS).where('id', '=', row.parent_id).executeTakeFirst(),
    db.selectFrom('customers').select(FAMILY_COLUMNS).where('parent_id', '=', customerId).orderBy('name').orderBy('id').execute(),
  ]);
  const valueOf = new Map(values.map((v) => [v.custom_field_id, v.value]));
  return {
    ...customerFields(row),
    customFields: fields.map((field) => customField(field, valueOf.get(field.id))),
    parent: parent ? familyMember(parent) : null,
    children: children.map(familyMember),
    currentId,
  };
}

function customerFields(row: Selectable<CustomersTable>): Customer {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    email2: row.email2,
    email3: row.email3,
    phone: row.phone,
    phone2: row.phone2,
    phone3: row.phone3,
    gender: row.gender,
    birthDate: row.birth_date,
    addressLine1: row.address_line1,
    postalCode: row.postal_code,
    city: row.city,
    town: row.town,
    country: row.country,
    acceptConditions: row.accept_conditions,
    okRss: row.ok_rss,
    logo: row.logo,
    status: row.status,
  };
}

function customField(field: Selectable<CustomFieldsTable>, stored: string | undefined): CustomField {
  return {
    customFieldId: field.id,
    name: field.name,
    label: field.label,
    fieldType: field.field_type,
    pickListValues: field.pick_list_values,
    // A checkbox reads back as a boolean; other kinds keep the text as stored.
    value: stored === undefined ? null : field.field_type === 'bool' ? stored === 'true' : stored,
  };
}

function familyMember(row: { id: number; name: string; surname: string; logo: string | null }): FamilyMember {
  return { id: row.id, name: row.name, surname: row.surname, logo: row.logo };
}

/** True when a customer with this id exists. */
export async function customerExists(db: Kysely<DB>, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
  return row !== undefined;
}

/** Every custom field a profile may fill in. */
export function listCustomFields(db: Kysely<DB>): Promise<CustomFieldRow[]> {
  return db.selectFrom('custom_fields').selectAll().execute();
}

/** Writes the profile's columns and its custom field values in one transaction (a taken e-mail throws the unique violation). */
export async function updateCustomerProfile(db: Kysely<DB>, customerId: number, changes: Updateable<CustomersTable>, values: CustomFieldValue[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set(changes).where('id', '=', customerId).execute();
    for (const { fieldId, value } of values) {
      if (value === null) {
        await trx.deleteFrom('customer_custom_field_values').where('customer_id', '=', customerId).where('custom_field_id', '=', fieldId).execute();
      } else {
        await trx
          .insertInto('customer_custom_field_values')
          .values({ customer_id: customerId, custom_field_id: fieldId, value })
          .onConflict((oc) => oc.columns(['customer_id', 'custom_field_id']).doUpdateSet({ value }))
          .execute();
      }
    }
  });
}
