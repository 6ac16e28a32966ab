// What the generator of src/generated/db-schema.ts cannot read from the database: the TypeScript value
// type of a column (a CHECK list as a union, a jsonb document's shape; names from column-types.ts) and
// a line of documentation. The generator wraps the type as the database says (null, default, jsonb,
// computed) and fails when an entry names a column the migrated database does not have.

export interface ColumnOverride {
  /** The value type as read, e.g. 'BookingStatus' or 'DynamicFormField[]'. */
  type?: string;
  /** Shown on the column's property. */
  doc?: string;
}

/** By 'table.column'. */
export const COLUMN_OVERRIDES: Readonly<Record<string, ColumnOverride>> = {
  'access_codes.content_type': { type: 'AccessCodeContentType' },
  'auth_tokens.purpose': { type: 'AuthTokenPurpose' },
  'auth_tokens.new_email': { doc: 'The address an email_change token moves the customer to; null for other purposes.' },
  'booking_blocks.during': { doc: "Half-open '[start,end)'; write it with sql`tstzrange(${start}, ${end})`." },
  'booking_blocks.booking_status': { type: 'BookingStatus', doc: 'Kept equal to bookings.status by the database (foreign key ON UPDATE CASCADE); written only on insert.' },
  'booking_players.customer_id': { doc: 'NULL only for a placeholder.' },
  'booking_players.team': { type: 'Team' },
  'booking_template_places.config': { type: 'MapPlaceDrawing | JsonObject' },
  'booking_templates.config': { type: 'FloorMapConfig | JsonObject' },
  'booking_types.concept': { type: 'BookingConcept' },
  'booking_types.sport': { type: 'Sport' },
  'bookings.concept': { type: 'BookingConcept' },
  'bookings.gender': { type: 'MatchGender' },
  'bookings.payment_type': { type: 'PaymentType' },
  'bookings.status': { type: 'BookingStatus' },
  'bookings.results': { type: 'MatchResults' },
  'bookings.origin': { type: 'Origin' },
  'card_tokens.expiry': { doc: 'MM/YY' },
  'clubs.booking_payment_deadline_mins': { doc: 'Minutes a paid booking holds its slot waiting for payment (default 15).' },
  'clubs.coords': { doc: '"lat,lng"' },
  'clubs.decimal_separator': { type: "'.' | ','" },
  'clubs.template': { type: 'HeaderTemplate' },
  'custom_fields.field_type': { type: 'CustomFieldType' },
  'customers.status': { type: 'CustomerStatus' },
  'customers.gender': { type: 'CustomerGender' },
  'dynamic_form_submissions.answers': { type: 'Record<string, string | number | boolean | null>' },
  'dynamic_form_submissions.files': { type: 'StoredFormFile[]' },
  'dynamic_forms.parent_name': { doc: "e.g. 'Activity' with the activity id." },
  'dynamic_forms.fields': { type: 'DynamicFormField[]' },
  'emails.links': { type: 'MessageLink[]' },
  'file_uploads.parent_name': { doc: "e.g. 'CZConfig' with the club id, categories 'CzGallery' (site gallery) and 'Sponsors'." },
  'file_uploads.url': { doc: 'Under the Uploads folder, or absolute.' },
  'file_uploads.description': { doc: "For sponsors, the sponsor's link." },
  'level_provider_links.provider': { type: 'LevelProvider' },
  'levels.sport': { type: 'Sport' },
  'levels.provider': { type: 'LevelProvider' },
  'payment_methods.type': { type: 'PaymentMethodType' },
  'payments.amount': { doc: 'Negative: refund.' },
  'payments.status': { type: 'PaymentStatus' },
  'prices.weekday': { type: 'Weekday' },
  'products.kind': { type: 'ProductKind' },
  'products.period_unit': { type: 'DurationUnit' },
  'promo_codes.discount_type': { type: 'DiscountType' },
  'resource_timetables.weekday': { type: 'Weekday' },
  'resources.sport': { type: 'Sport' },
  'sale_items.category': { type: 'ProductKind' },
  'sale_items.sub_total': { doc: 'units × unit_gross_price' },
  'sales.status': { type: 'SaleStatus' },
  'sales.payment_type': { type: 'PaymentType' },
  'sales.total': { doc: 'sub_total - discount + shipping' },
  'sales.pending': { doc: 'total - paid' },
  'sales.origin': { type: 'Origin' },
  'sales.delivery_address': { type: 'DeliveryAddress' },
  'text_blocks.type': { type: 'TextBlockType' },
  'training_files.file_name': { doc: 'Under {Uploads}/Booking/Files/.' },
  'training_gallery_images.file_name': { doc: 'Under {Uploads}/Booking/Gallery/.' },
  'training_videos.file_name': { doc: 'An embeddable address, or a file under {Uploads}/Booking/Videos/.' },
  'voucher_movements.amount': { doc: 'Positive: recharge; negative: payment.' },
  'voucher_movements.current_amount': { doc: 'previous_amount + amount' },
};
