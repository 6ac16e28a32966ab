import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { verifyPassword } from '../identity/password';
import { PROVIDERS } from '../payments/providers';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_LOGINS } from './demo-logins';
import { seedDemoClub } from './seed';

describe('demo club seed', () => {
  let database: TestDatabase;
  let anaId: number;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    ({ id: anaId } = await database.db.selectFrom('customers').select('id').where('email', '=', 'ana@demo.club').executeTakeFirstOrThrow());
  });
  afterAll(() => database?.close());

  const count = async (query: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(query)}`.execute(database.db)).rows[0]!.n;

  it('fills in every club setting, the home template and legal texts that need sanitizing', async () => {
    const club = await database.db.selectFrom('clubs').selectAll().executeTakeFirstOrThrow();
    const unset = Object.entries(club)
      .filter(([, value]) => value === null || value === '')
      .map(([key]) => key);
    expect(unset).toEqual([]);
    expect(club).toMatchObject({
      name: 'Club Demo Padel & Tennis',
      coords: '40.4168,-3.7038',
      currency_symbol: '€',
      time_zone: 'Europe/Madrid',
      culture: 'es-ES',
      date_format: 'dd/MM/yyyy HH:mm',
      uploads_path: '/uploads/',
      register_on: true,
      has_shop: true,
      price_with_taxes: true,
      access_control: true,
    });
    for (const key of [
      'image1',
      'image2',
      'image3',
      'textSlideInLeft1',
      'textSlideInUp1',
      'textSmall1',
      'textButton1',
      'urlButton1',
      'textColor1',
      'wellcomeImage',
      'number4',
      'textNumbers4',
    ]) {
      expect(club.template).toHaveProperty(key);
    }
    expect(club.waiver).toContain('<script>alert(1)</script>');
    expect(club.waiver).toMatch(/<a href=/);
    expect(await count('related_clubs')).toBeGreaterThanOrEqual(2);
    expect(await count(`file_uploads WHERE category = 'CzGallery'`)).toBe(6);
    expect(await count(`file_uploads WHERE category = 'Sponsors' AND description LIKE 'https://%'`)).toBeGreaterThanOrEqual(3);
  });

  it('lets every demo login sign in with its password and gives each its status', async () => {
    for (const login of DEMO_LOGINS) {
      const customer = await database.db
        .selectFrom('customers')
        .select(['password_hash', 'status'])
        .where(sql<string>`lower(email)`, '=', login.email)
        .executeTakeFirstOrThrow();
      expect(customer.status).toBe(login.status);
      expect(await verifyPassword(login.password, customer.password_hash!)).toBe(true);
      expect(await verifyPassword('wrong-password', customer.password_hash!)).toBe(false);
    }
  });

  it("offers each provider plug-in's demo method on the sandbox, in the plug-ins' order, then pending and voucher payment, and the DEMO10 code", async () => {
    const methods = await database.db.selectFrom('payment_methods').select(['type', 'name', 'private_config']).orderBy('sort_order').execute();
    expect(methods.map((method) => method.type)).toEqual([...PROVIDERS.map((provider) => provider.adapter.type), PaymentMethodType.Pending, PaymentMethodType.MoneyVoucher]);
    for (const [index, { demoMethod }] of PROVIDERS.entries()) expect(methods[index]).toMatchObject({ name: demoMethod.name, private_config: { sandbox: true } });
    const promo = await database.db.selectFrom('promo_codes').selectAll().where('code', '=', 'DEMO10').executeTakeFirstOrThrow();
    expect(promo).toMatchObject({ discount_type: 'Percent', value: 10, active: true });
  });

  it('sets up booking types of every concept on courts with timetables and prices', async () => {
    const concepts = (await database.db.selectFrom('booking_types').select('concept').distinct().execute()).map((row) => row.concept);
    expect(concepts.sort()).toEqual(['Booking', 'Event', 'Match', 'School']);
    const byPlace = await database.db
      .selectFrom('booking_types')
      .innerJoin('booking_template_places', 'booking_template_places.booking_template_id', 'booking_types.booking_template_id')
      .select(['booking_template_places.config'])
      .where('booking_types.by_place', '=', true)
      .execute();
    expect(byPlace.length).toBeGreaterThanOrEqual(4);
    expect(byPlace.map((place) => (place.config as { shape: { type: string } }).shape.type)).toEqual(expect.arrayContaining(['rect', 'path']));
    expect(await count('resources')).toBeGreaterThanOrEqual(6);
    expect(await count('resources r WHERE NOT EXISTS (SELECT 1 FROM resource_timetables t WHERE t.resource_id = r.id)')).toBe(0);
    expect(await count(`booking_types bt WHERE concept = 'Booking' AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.booking_type_id = bt.id)`)).toBe(0);
    expect(await count('prices WHERE is_special')).toBeGreaterThanOrEqual(1);
  });

  it('has enough to show every booking feature: sports, extra resource options, a short window, a free type, a special band', async () => {
    const sportsOfCourts = await sql<{
      type: string;
    }>`SELECT DISTINCT r.type FROM booking_type_resources btr JOIN resources r ON r.id = btr.resource_id JOIN booking_types bt ON bt.id = btr.booking_type_id WHERE bt.concept = 'Booking'`.execute(
      database.db,
    );
    expect(sportsOfCourts.rows.map((row) => row.type)).toEqual(expect.arrayContaining(['Padel court', 'Tennis court', 'Pickleball court']));
    expect(await count(`booking_types WHERE concept = 'Booking'`)).toBeGreaterThanOrEqual(5);
    // Extra resource options: a type offering resources of more than one type (multipleResources).
    expect(
      await count(`(SELECT btr.booking_type_id FROM booking_type_resources btr JOIN resources r ON r.id = btr.resource_id GROUP BY 1 HAVING count(DISTINCT r.type) > 1) AS t`),
    ).toBeGreaterThanOrEqual(1);
    // A window shorter than a day.
    expect(await count('booking_types WHERE anticipation_mins < 1440')).toBeGreaterThanOrEqual(1);
    // A free type (serviceFree): every price row 0.
    expect(
      await count(
        `booking_types bt WHERE EXISTS (SELECT 1 FROM prices p WHERE p.booking_type_id = bt.id) AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.booking_type_id = bt.id AND p.gross_price <> 0)`,
      ),
    ).toBeGreaterThanOrEqual(1);
    // A special-price band: a special row with a start-time band narrower than the day.
    expect(await count(`prices WHERE is_special AND (starts_at > '00:00' OR ends_at < '23:59')`)).toBeGreaterThanOrEqual(1);
    // A resource-specific price, more specific than the type's rows.
    expect(await count('prices WHERE resource_id IS NOT NULL AND NOT is_special')).toBeGreaterThanOrEqual(1);
  });

  it('has login customers with and without a level and a gender', async () => {
    const levelled = `EXISTS (SELECT 1 FROM levels l WHERE l.customer_id = c.id)`;
    const logins = `c.password_hash IS NOT NULL AND c.status = 'Active'`;
    expect(await count(`customers c WHERE ${logins} AND ${levelled} AND c.gender IS NOT NULL`)).toBeGreaterThanOrEqual(1);
    expect(await count(`customers c WHERE ${logins} AND NOT ${levelled} AND c.gender IS NOT NULL`)).toBeGreaterThanOrEqual(1);
    expect(await count(`customers c WHERE ${logins} AND NOT ${levelled} AND c.gender IS NULL AND c.email = 'noa@demo.club'`)).toBe(1);
  });

  it('stocks the shop: 30+ products of every kind, limited and empty stock, transport, popular and trending', async () => {
    expect(await count('products WHERE published')).toBeGreaterThanOrEqual(30);
    const kinds = (await database.db.selectFrom('products').select('kind').distinct().execute()).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['Article', 'PeriodicSale', 'Service', 'VoucherCampaign']);
    expect(await count('product_types')).toBeGreaterThanOrEqual(5);
    expect(await count('products WHERE has_stock AND stock_units = 0')).toBeGreaterThanOrEqual(1);
    expect(await count('products WHERE has_stock AND stock_units BETWEEN 1 AND 5')).toBeGreaterThanOrEqual(1);
    expect(await count('products WHERE transport_required')).toBeGreaterThanOrEqual(1);
    expect(await count('products WHERE popular AND published')).toBeGreaterThanOrEqual(4);
    expect(await count('products WHERE trending AND published')).toBeGreaterThanOrEqual(4);
    expect(await count('transports')).toBeGreaterThanOrEqual(2);
  });

  it('publishes posts, testimonials, team, banners and activities, one with a sign-up form', async () => {
    expect(await count(`text_blocks WHERE type = 'Posts' AND text LIKE '<p>%'`)).toBeGreaterThanOrEqual(10);
    expect(await count(`text_blocks WHERE type = 'Testimonials'`)).toBeGreaterThanOrEqual(5);
    expect(await count(`text_blocks WHERE type = 'Teams'`)).toBeGreaterThanOrEqual(4);
    expect(await count('banners')).toBeGreaterThanOrEqual(5);
    expect(await count('activities')).toBeGreaterThanOrEqual(4);
    expect(await count('activity_categories')).toBeGreaterThanOrEqual(2);
    const form = await database.db.selectFrom('dynamic_forms').select('fields').executeTakeFirstOrThrow();
    const inputs = form.fields.map((field) => `${field.column?.inputType}${field.required ? '*' : ''}`);
    expect(inputs).toEqual(expect.arrayContaining(['Text*', 'Picklist*', 'CheckBox', 'Date*']));
    expect(form.fields.find((field) => field.column?.inputType === 'Picklist')?.column?.pickListValues).toContain(',');
  });

  it('gives Ana a family and a full history: levels, orders, vouchers, fees, trainings, messages, cards and bookings', async () => {
    expect(await count(`customers WHERE parent_id = ${anaId}`)).toBe(2);
    expect(await count(`levels WHERE customer_id = ${anaId} AND sport = 2 AND provider = 'taykus'`)).toBeGreaterThanOrEqual(3);
    expect(await count(`levels WHERE customer_id = ${anaId} AND sport = 2 AND provider = 'wpr'`)).toBeGreaterThanOrEqual(2);
    expect(await count(`levels WHERE customer_id = ${anaId} AND parent_booking_id IS NOT NULL`)).toBeGreaterThanOrEqual(1);

    const orders = await database.db.selectFrom('sales').select(['shipping', 'discount', 'total', 'paid', 'pending']).where('customer_id', '=', anaId).execute();
    expect(orders.some((order) => order.shipping > 0)).toBe(true);
    expect(orders.some((order) => order.discount > 0)).toBe(true);
    expect(orders.some((order) => order.pending > 0)).toBe(true);

    const vouchers = await database.db.selectFrom('vouchers').select(['id', 'balance']).where('customer_id', '=', anaId).execute();
    expect(vouchers.length).toBeGreaterThanOrEqual(1);
    for (const voucher of vouchers) {
      const movements = await database.db.selectFrom('voucher_movements').select(['amount', 'current_amount']).where('voucher_id', '=', voucher.id).orderBy('created_at').execute();
      expect(movements.at(-1)?.current_amount).toBe(voucher.balance);
    }
    expect(await count(`voucher_movements m JOIN vouchers v ON v.id = m.voucher_id WHERE v.customer_id = ${anaId} AND m.amount < 0`)).toBeGreaterThanOrEqual(1);

    const fees = await database.db
      .selectFrom('periodic_fees')
      .innerJoin('customer_periodic_sales', 'customer_periodic_sales.id', 'periodic_fees.customer_periodic_sale_id')
      .innerJoin('sales', 'sales.id', 'periodic_fees.sale_id')
      .select(['sales.pending'])
      .where('customer_periodic_sales.customer_id', '=', anaId)
      .execute();
    expect(fees.some((fee) => fee.pending === 0)).toBe(true);
    expect(fees.some((fee) => fee.pending > 0)).toBe(true);

    const trainings = await database.db
      .selectFrom('trainings')
      .innerJoin('training_customers', 'training_customers.training_id', 'trainings.id')
      .select(['trainings.id', 'trainings.starts_at'])
      .where('training_customers.customer_id', '=', anaId)
      .execute();
    const now = Date.now();
    expect(trainings.some((training) => training.starts_at.getTime() > now)).toBe(true);
    const past = trainings.filter((training) => training.starts_at.getTime() < now).map((training) => training.id);
    expect(past.length).toBeGreaterThanOrEqual(1);
    for (const table of ['training_gallery_images', 'training_videos', 'training_files'] as const) {
      expect(await count(`${table} WHERE training_id IN (${past.join(',')})`)).toBeGreaterThanOrEqual(1);
    }

    expect(await count(`emails WHERE customer_id = ${anaId}`)).toBeGreaterThanOrEqual(2);
    expect(await count(`sms_messages WHERE customer_id = ${anaId}`)).toBeGreaterThanOrEqual(1);
    expect(await count(`card_tokens WHERE customer_id = ${anaId}`)).toBeGreaterThanOrEqual(1);

    const bookings = await database.db
      .selectFrom('bookings')
      .innerJoin('booking_players', 'booking_players.booking_id', 'bookings.id')
      .select(['bookings.starts_at', 'bookings.results', 'bookings.status'])
      .where('booking_players.customer_id', '=', anaId)
      .where('bookings.status', '<>', 'Cancelled')
      .execute();
    expect(bookings.some((booking) => booking.starts_at.getTime() > now)).toBe(true);
    expect(bookings.some((booking) => booking.starts_at.getTime() < now && booking.results !== null)).toBe(true);

    const fields = await database.db
      .selectFrom('customer_custom_field_values')
      .innerJoin('custom_fields', 'custom_fields.id', 'customer_custom_field_values.custom_field_id')
      .select(['custom_fields.field_type', 'custom_fields.label', 'custom_fields.pick_list_values', 'customer_custom_field_values.value'])
      .where('customer_id', '=', anaId)
      .execute();
    expect(fields.map((field) => field.field_type).sort()).toEqual(['bool', 'picklist', 'text']);
    expect(fields.find((field) => field.field_type === 'picklist')).toMatchObject({ label: 'Dominant hand', pick_list_values: 'Right,Left,Both' });
  });

  it('leaves empty@demo.club without any data and temp@demo.club not activated', async () => {
    const empty = await database.db.selectFrom('customers').select('id').where('email', '=', 'empty@demo.club').executeTakeFirstOrThrow();
    for (const table of ['sales', 'vouchers', 'levels', 'booking_players', 'emails', 'sms_messages', 'card_tokens', 'customer_periodic_sales', 'training_customers']) {
      expect(await count(`${table} WHERE customer_id = ${empty.id}`), table).toBe(0);
    }
    expect(await count(`customers WHERE email = 'temp@demo.club' AND status = 'Temp' AND activated_at IS NULL`)).toBe(1);
  });

  it('places every live booking inside its court’s opening hours, in club time', async () => {
    const outside = await sql<{ id: number }>`
      SELECT b.id FROM booking_blocks b
      WHERE b.booking_status IN ('Pending', 'Confirmed') AND NOT EXISTS (
        SELECT 1 FROM resource_timetables t
        WHERE t.resource_id = b.resource_id
          AND t.weekday = extract(dow FROM b.starts_at AT TIME ZONE 'Europe/Madrid')
          AND (b.starts_at AT TIME ZONE 'Europe/Madrid')::time >= t.opens_at
          AND (b.ends_at AT TIME ZONE 'Europe/Madrid')::time <= t.closes_at)`.execute(database.db);
    expect(outside.rows).toEqual([]);
  });

  it('copies every image and file the data refers to into the uploads folder', async () => {
    const referenced = await sql<{ file: string }>`
      SELECT main_logo AS file FROM clubs UNION SELECT header_image FROM clubs
      UNION SELECT template->>'image1' FROM clubs UNION SELECT template->>'image2' FROM clubs
      UNION SELECT template->>'image3' FROM clubs UNION SELECT template->>'wellcomeImage' FROM clubs
      UNION SELECT image FROM related_clubs UNION SELECT url FROM file_uploads
      UNION SELECT image FROM booking_types UNION SELECT image FROM resources UNION SELECT image FROM booking_templates
      UNION SELECT logo FROM products UNION SELECT logo FROM transports UNION SELECT logo FROM sale_items
      UNION SELECT image FROM text_blocks UNION SELECT image FROM banners UNION SELECT poster FROM activities
      UNION SELECT logo FROM customers
      UNION SELECT 'Booking/Gallery/' || file_name FROM training_gallery_images
      UNION SELECT 'Booking/Videos/' || file_name FROM training_videos
      UNION SELECT 'Booking/Files/' || file_name FROM training_files`.execute(database.db);
    const files = referenced.rows.map((row) => row.file).filter((file): file is string => Boolean(file));
    expect(files.length).toBeGreaterThan(80);
    expect(files.filter((file) => !existsSync(path.join(database.uploadsDir, file)))).toEqual([]);
  });

  it('does nothing when the database already has a club', async () => {
    const before = await count('products');
    expect(await seedDemoClub(database.db, { uploadsDir: database.uploadsDir })).toEqual({ seeded: false });
    expect(await count('clubs')).toBe(1);
    expect(await count('products')).toBe(before);
  });

  it('lets Ana delete her account despite all that history, keeping the club’s sales anonymised', async () => {
    const salesBefore = await count(`sales WHERE customer_id = ${anaId}`);
    await database.db.deleteFrom('customers').where('id', '=', anaId).execute();
    expect(await count(`customers WHERE id = ${anaId}`)).toBe(0);
    expect(await count(`customers WHERE email IN ('leo@demo.club', 'mia@demo.club') AND parent_id IS NULL`)).toBe(2);
    expect(await count(`vouchers WHERE customer_id = ${anaId}`)).toBe(0);
    expect(await count('sales WHERE customer_id IS NULL')).toBeGreaterThanOrEqual(salesBefore);
  });
});
