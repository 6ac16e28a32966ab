import type { Kysely, Selectable } from 'kysely';
import type { CustomersTable, DB, DeliveryAddress } from '../db/schema';
import type { InvoiceData } from '../documents/invoice';
import type { TicketData } from '../documents/ticket';
import { salesOfBookings } from './sale-bookings';

const fullName = (person: { name?: string | null; surname?: string | null }) => [person.name, person.surname].filter(Boolean).join(' ');

async function saleByToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('sales')
    .leftJoin('payment_methods', 'payment_methods.id', 'sales.payment_method_id')
    .selectAll('sales')
    .select('payment_methods.name as paymentMethod')
    .where('sales.public_token', '=', token)
    .executeTakeFirst();
}

function saleItems(db: Kysely<DB>, saleId: number) {
  return db.selectFrom('sale_items').selectAll().where('sale_id', '=', saleId).orderBy('id').execute();
}

function customerById(db: Kysely<DB>, id: number | null) {
  if (id === null) return Promise.resolve(undefined);
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Who the invoice is made out to: the checkout's delivery details, else the customer's profile. */
function invoiceCustomer(address: DeliveryAddress | null, customer: Selectable<CustomersTable> | undefined): InvoiceData['customer'] {
  const person = address && (address.name || address.surname) ? address : customer ? { ...customer, addressLine1: customer.address_line1, postalCode: customer.postal_code } : null;
  if (!person) return null;
  const lines = [
    person.addressLine1,
    [person.postalCode, person.city].filter(Boolean).join(' '),
    [person.town, person.country].filter(Boolean).join(', '),
    person.email,
    person.phone,
  ];
  return { name: fullName(person), lines: lines.filter((line): line is string => Boolean(line)) };
}

/** The invoice of the sale with this public token; undefined when no sale has it. */
export async function invoiceByToken(db: Kysely<DB>, token: string): Promise<InvoiceData | undefined> {
  const sale = await saleByToken(db, token);
  if (!sale) return undefined;
  const [items, customer, shippingTax] = await Promise.all([
    saleItems(db, sale.id),
    customerById(db, sale.customer_id),
    sale.transport_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('transports')
          .innerJoin('products', 'products.id', 'transports.price_product_id')
          .select('products.tax_percent')
          .where('transports.id', '=', sale.transport_id)
          .executeTakeFirst(),
  ]);
  return {
    number: sale.number,
    date: sale.paid_at ?? sale.created_at,
    status: sale.status,
    title: sale.title,
    customer: invoiceCustomer(sale.delivery_address, customer),
    lines: items.map((item) => ({
      name: item.parent_identifier ? `${item.name} (${item.parent_identifier})` : item.name,
      units: item.units,
      unitNetPrice: item.unit_net_price,
      taxPercent: item.tax_percent,
      net: item.net_total_with_discount,
      gross: item.total_with_discount,
    })),
    subTotal: sale.sub_total,
    discount: sale.discount,
    shipping: sale.shipping,
    netShipping: sale.net_shipping,
    shippingTaxPercent: shippingTax?.tax_percent ?? null,
    total: sale.total,
    netTotal: sale.net_total,
    paid: sale.paid,
    pending: sale.pending,
    paymentMethod: sale.paymentMethod,
    language: sale.language,
  };
}

/** The ticket of the booking or sale with this public token (bookings first); undefined when neither has it. */
export async function ticketByToken(db: Kysely<DB>, token: string): Promise<Omit<TicketData, 'qrText'> | undefined> {
  return (await bookingTicket(db, token)) ?? (await saleTicket(db, token));
}

async function saleTicket(db: Kysely<DB>, token: string): Promise<Omit<TicketData, 'qrText'> | undefined> {
  const sale = await saleByToken(db, token);
  if (!sale) return undefined;
  const [items, customer] = await Promise.all([saleItems(db, sale.id), customerById(db, sale.customer_id)]);
  return {
    heading: sale.title,
    status: sale.status,
    saleNumbers: [sale.number],
    holder: customer ? fullName(customer) : sale.delivery_address ? fullName(sale.delivery_address) || null : null,
    when: null,
    places: [],
    players: [],
    items: items.map((item) => ({ name: item.name, units: item.units })),
    total: sale.total,
    language: sale.language,
  };
}

async function bookingTicket(db: Kysely<DB>, token: string): Promise<Omit<TicketData, 'qrText'> | undefined> {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
    .select([
      'bookings.id',
      'bookings.title',
      'bookings.status',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.owner_customer_id',
      'bookings.gross_price',
      'booking_types.name as typeName',
    ])
    .where('bookings.public_token', '=', token)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [places, players, owner, sales] = await Promise.all([
    db
      .selectFrom('resources')
      .select('name')
      .where('id', 'in', (eb) => eb.selectFrom('booking_blocks').select('resource_id').where('booking_id', '=', booking.id))
      .where('show_name_online', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('booking_players')
      .innerJoin('customers', 'customers.id', 'booking_players.customer_id')
      .select(['customers.name', 'customers.surname'])
      .where('booking_players.booking_id', '=', booking.id)
      .orderBy('booking_players.id')
      .execute(),
    customerById(db, booking.owner_customer_id),
    db
      .selectFrom('sales')
      .select(['sales.number', 'sales.language'])
      .where((eb) =>
        eb.or([
          eb('sales.id', 'in', eb.selectFrom('booking_players').select('sale_id').where('booking_id', '=', booking.id).where('sale_id', 'is not', null)),
          eb('sales.id', 'in', salesOfBookings(db, [booking.id])),
        ]),
      )
      .orderBy('sales.number')
      .execute(),
  ]);
  return {
    heading: booking.title && !booking.title.startsWith(booking.typeName) ? `${booking.typeName} - ${booking.title}` : (booking.title ?? booking.typeName),
    status: booking.status,
    saleNumbers: sales.map((sale) => sale.number),
    holder: owner ? fullName(owner) : null,
    when: { start: booking.starts_at, end: booking.ends_at },
    places: places.map((place) => place.name),
    players: players.map(fullName),
    items: [],
    total: booking.gross_price,
    language: sales.find((sale) => sale.language)?.language ?? null,
  };
}
