// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate (from the migrated database).

// Values arrive parsed as set up in src/server/db/value-parsers.ts: int8 and numeric as number, timestamptz as
// Date, date as 'YYYY-MM-DD', time as 'HH:MM:SS', jsonb as the decoded value, tstzrange as its text form.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { JsonText } from '../server/db/json';
import type { AccessCodeContentType, AuthTokenPurpose, BookingConcept, BookingStatus, ClubSettingsDocument, CustomFieldType, CustomerGender, CustomerStatus, DeliveryAddress, DiscountType, DurationUnit, DynamicFormField, FloorMapConfig, HeaderTemplate, JsonObject, LevelProvider, MapPlaceDrawing, MatchGender, MatchResults, MessageLink, Origin, PaymentMethodType, PaymentStatus, PaymentType, ProductKind, PushKind, SaleStatus, Sport, StoredFormFile, Team, TextBlockType, VoucherKind, WaitlistStatus, Weekday } from '../server/db/column-types';

type Id = GeneratedAlways<number>;
/** Written as a Date or an ISO text, read as a Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar day, 'YYYY-MM-DD'. */
type DateText = string;
/** A time of day, written 'HH:MM', read 'HH:MM:SS'. */
type TimeText = string;
/** numeric(12,2). */
type Money = number;
/** Computed by the database (GENERATED ALWAYS … STORED): read-only. */
type Computed<T> = ColumnType<T, never, never>;
/** jsonb, written through `jsonb(value)` from src/server/db/json.ts. */
type Jsonb<T> = ColumnType<T, JsonText<T>, JsonText<T>>;
type JsonbDefault<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;

export interface AccessCodesTable {
  id: Id;
  customer_id: number;
  booking_id: number | null;
  code: string;
  content_type: Generated<AccessCodeContentType>;
  valid_from: TimestampDefault;
  valid_until: Timestamp;
  created_at: TimestampDefault;
}

export interface ActivitiesTable {
  id: Id;
  name: string;
  poster: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  description: string | null;
  online_sign_up: Generated<boolean>;
  partner_inscription: Generated<boolean>;
  product_id: number | null;
  max_inscriptions: number | null;
  published: Generated<boolean>;
  created_at: TimestampDefault;
  place: string | null;
  min_level: number | null;
  max_level: number | null;
}

export interface ActivityCategoriesTable {
  id: Id;
  activity_id: number;
  name: string;
  product_id: number | null;
  sort_order: Generated<number>;
}

export interface ActivityInscriptionsTable {
  id: Id;
  activity_id: number;
  customer_id: number;
  partner_customer_id: number | null;
  activity_category_id: number | null;
  sale_id: number | null;
  created_at: TimestampDefault;
  partner_confirmed_at: Timestamp | null;
  partner_token_hash: string | null;
}

export interface AuthTokensTable {
  id: Id;
  customer_id: number;
  purpose: AuthTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: TimestampDefault;
  /** The address an email_change token moves the customer to; null for other purposes. */
  new_email: string | null;
}

export interface BannersTable {
  id: Id;
  title: string;
  text: string | null;
  image: string | null;
  url: string | null;
  active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: TimestampDefault;
}

export interface BookingBlocksTable {
  id: Id;
  booking_id: number;
  resource_id: number;
  /** Half-open '[start,end)'; write it with sql`tstzrange(${start}, ${end})`. */
  during: string;
  starts_at: Computed<Date>;
  ends_at: Computed<Date>;
  no_online: Generated<boolean>;
  /** Kept equal to bookings.status by the database (foreign key ON UPDATE CASCADE); written only on insert. */
  booking_status: Generated<BookingStatus>;
}

export interface BookingOpeningDrawsTable {
  booking_type_id: number;
  date: DateText;
  seed: string;
  drawn_at: Timestamp;
  instance: string;
}

export interface BookingOpeningRequestsTable {
  booking_type_id: number;
  date: DateText;
  customer_id: number;
  choices: Jsonb<JsonObject>;
  created_at: Timestamp;
  updated_at: Timestamp;
  language: string | null;
}

export interface BookingOpeningResultsTable {
  id: Generated<number>;
  booking_type_id: number;
  date: DateText;
  customer_id: number;
  rank: number;
  outcome: string;
  choice: Jsonb<JsonObject> | null;
  booking_id: number | null;
}

export interface BookingPlayersTable {
  id: Id;
  booking_id: number;
  /** NULL only for a placeholder. */
  customer_id: number | null;
  is_placeholder: Generated<boolean>;
  team: Generated<Team>;
  booking_template_place_id: number | null;
  price: Generated<Money>;
  debt: Generated<Money>;
  sale_id: number | null;
  created_at: TimestampDefault;
  /** Until when a joiner's unpaid share holds the place; past it (sale still pending, not checked out) the place is free. */
  hold_until: Timestamp | null;
}

export interface BookingTemplatePlacesTable {
  id: Id;
  booking_template_id: number;
  place: string;
  config: JsonbDefault<MapPlaceDrawing | JsonObject>;
  sort_order: Generated<number>;
}

export interface BookingTemplatesTable {
  id: Id;
  name: string;
  image: string | null;
  config: JsonbDefault<FloorMapConfig | JsonObject>;
  allow_see_participants: Generated<boolean>;
}

export interface BookingTypeResourcesTable {
  id: Id;
  booking_type_id: number;
  resource_id: number;
}

export interface BookingTypesTable {
  id: Id;
  name: string;
  description: string | null;
  extended_description: string | null;
  concept: BookingConcept;
  category: string | null;
  image: string | null;
  sport: Generated<Sport>;
  by_place: Generated<boolean>;
  allow_create_by_place: Generated<boolean>;
  booking_template_id: number | null;
  max_participants: Generated<number>;
  gross_price: Money | null;
  net_price: Money | null;
  anticipation_mins: number | null;
  anticipation_text: string | null;
  cancel_text: string | null;
  cancel_limit_mins: Generated<number>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: TimestampDefault;
  opening_window_mins: number | null;
  opening_max_requests: Generated<number>;
  opening_max_wins: Generated<number>;
  rebook_cooldown_mins: number | null;
  max_bookings_per_day: number | null;
  max_bookings_per_week: number | null;
  late_cancel_lock_mins: number | null;
}

export interface BookingWaitlistTable {
  id: Id;
  booking_id: number;
  customer_id: number;
  status: Generated<WaitlistStatus>;
  offered_at: Timestamp | null;
  offer_expires_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface BookingsTable {
  id: Id;
  booking_type_id: number;
  concept: BookingConcept;
  owner_customer_id: number | null;
  title: string | null;
  description: string | null;
  comments: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  gender: MatchGender | null;
  min_level: number | null;
  max_level: number | null;
  modify_level: Generated<boolean>;
  max_participants: number;
  payment_type: Generated<PaymentType>;
  gross_price: Generated<Money>;
  net_price: Generated<Money>;
  is_special_price: Generated<boolean>;
  status: Generated<BookingStatus>;
  allow_join: Generated<boolean>;
  results: Jsonb<MatchResults> | null;
  origin: Origin | null;
  cancel_token: Generated<string>;
  public_token: Generated<string>;
  payment_deadline: Timestamp | null;
  created_at: TimestampDefault;
  cancelled_at: Timestamp | null;
}

export interface CalendarFeedsTable {
  customer_id: number;
  token: Generated<string>;
  created_at: TimestampDefault;
}

export interface CardTokenizationsTable {
  id: Id;
  customer_id: number;
  payment_method_id: number;
  provider_token: string;
  card_token_id: number | null;
  status: Generated<'Pending' | 'Succeeded' | 'Failed'>;
  created_at: TimestampDefault;
}

export interface CardTokensTable {
  id: Id;
  customer_id: number;
  payment_method_id: number;
  card_ending: string;
  brand: string | null;
  /** MM/YY */
  expiry: string | null;
  provider_token: string;
  created_at: TimestampDefault;
  first_transaction_id: string | null;
}

export interface CheckoutsTable {
  guid: string;
  customer_id: number | null;
  /** The answer of the first checkout of this cart guid. */
  result: Jsonb<JsonObject>;
  created_at: TimestampDefault;
}

export interface ClubManifestVersionsTable {
  version: number;
  document: Jsonb<ClubSettingsDocument>;
  published_by: number | null;
  published_by_name: string;
  published_at: Timestamp;
  restored_from: number | null;
}

export interface ClubsTable {
  id: Id;
  name: string;
  description: string | null;
  follow_us_description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** "lat,lng" */
  coords: string | null;
  open_hours: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  buttons_color: string | null;
  footer_color: string | null;
  font_family: string | null;
  main_logo: string | null;
  url_logo: string | null;
  header_image: string | null;
  currency_symbol: Generated<string>;
  currency_code: Generated<string>;
  decimal_separator: Generated<'.' | ','>;
  time_zone: Generated<string>;
  culture: Generated<string>;
  format_culture: Generated<string>;
  date_format: Generated<string>;
  uploads_path: Generated<string>;
  register_on: Generated<boolean>;
  has_shop: Generated<boolean>;
  price_with_taxes: Generated<boolean>;
  access_control: Generated<boolean>;
  turnstiles_enabled: Generated<boolean>;
  storage_version: Generated<number>;
  default_tax_percent: Generated<number>;
  pending_payment_allowed: Generated<boolean>;
  shared_payment_allowed: Generated<boolean>;
  shared_payment_with_retention: Generated<boolean>;
  full_payment_allowed_with_special_prices: Generated<boolean>;
  general_conditions: string | null;
  waiver: string | null;
  privacy_policy_full: string | null;
  cookies_policy: string | null;
  template: JsonbDefault<HeaderTemplate>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Minutes a paid booking holds its slot waiting for payment (default 15). */
  booking_payment_deadline_mins: Generated<number>;
  /** Minutes a waitlist offer holds a freed place for the player it was mailed to (default 30). */
  waitlist_offer_mins: Generated<number>;
  activity_partners_enrolled_directly: Generated<boolean>;
  max_unpaid_holds: Generated<number>;
  /** Minutes a checkout that goes on at a payment provider keeps its order and the units it took (default 30). */
  shop_payment_deadline_mins: Generated<number>;
}

export interface CustomFieldsTable {
  id: Id;
  name: string;
  label: string;
  field_type: CustomFieldType;
  pick_list_values: string | null;
  sort_order: Generated<number>;
}

export interface CustomerCustomFieldValuesTable {
  customer_id: number;
  custom_field_id: number;
  value: string;
}

export interface CustomerLookupsTable {
  searcher_id: number;
  found_id: number;
  found_at: Timestamp;
}

export interface CustomerPeriodicSalesTable {
  id: Id;
  customer_id: number;
  product_id: number;
  description: string;
  fee_gross: Money;
  fee_net: Money;
  starts_on: DateText;
  next_fee_on: DateText | null;
  stopped_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface CustomersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  status: Generated<CustomerStatus>;
  session_version: Generated<number>;
  name: string;
  surname: Generated<string>;
  email2: string | null;
  email3: string | null;
  phone: string | null;
  phone2: string | null;
  phone3: string | null;
  gender: CustomerGender | null;
  birth_date: DateText | null;
  address_line1: string | null;
  postal_code: string | null;
  city: string | null;
  town: string | null;
  country: string | null;
  logo: string | null;
  ok_rss: Generated<boolean>;
  accept_conditions: Generated<boolean>;
  parent_id: number | null;
  created_at: TimestampDefault;
  activated_at: Timestamp | null;
  nickname: string | null;
  /** The club's staff: may open the club's settings page. Set by the seed or the back office, never by a customer operation. */
  staff: Generated<boolean>;
}

export interface DynamicFormSubmissionsTable {
  id: Id;
  dynamic_form_id: number;
  customer_id: number | null;
  partner_customer_id: number | null;
  activity_category_id: number | null;
  activity_inscription_id: number | null;
  answers: JsonbDefault<Record<string, string | number | boolean | null>>;
  files: JsonbDefault<StoredFormFile[]>;
  ok_rss: Generated<boolean>;
  accept_conditions: Generated<boolean>;
  created_at: TimestampDefault;
}

export interface DynamicFormsTable {
  id: Id;
  /** e.g. 'Activity' with the activity id. */
  parent_name: string;
  parent_id: number;
  name: string | null;
  legal_checks: Generated<boolean>;
  fields: JsonbDefault<DynamicFormField[]>;
}

export interface EmailsTable {
  id: Id;
  customer_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  links: JsonbDefault<MessageLink[]>;
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: TimestampDefault;
  text_body: string | null;
}

export interface FileUploadsTable {
  id: Id;
  /** e.g. 'CZConfig' with the club id, categories 'CzGallery' (site gallery) and 'Sponsors'. */
  parent_name: string;
  parent_id: number;
  category: string;
  /** Under the Uploads folder, or absolute. */
  url: string;
  name: string | null;
  /** For sponsors, the sponsor's link. */
  description: string | null;
  content_type: string | null;
  size_bytes: number | null;
  sort_order: Generated<number>;
  created_at: TimestampDefault;
}

export interface InfoRequestsTable {
  id: Id;
  email: string;
  question: string;
  customer_id: number | null;
  created_at: TimestampDefault;
  answered_at: Timestamp | null;
}

export interface LevelProviderLinksTable {
  customer_id: number;
  provider: LevelProvider;
  external_user_id: string;
  linked_at: TimestampDefault;
}

export interface LevelsTable {
  id: Id;
  customer_id: number;
  sport: Sport;
  provider: LevelProvider;
  value: number;
  modification: Generated<number>;
  comments: string | null;
  recorded_at: TimestampDefault;
  parent_booking_id: number | null;
}

export interface PaymentMethodsTable {
  id: Id;
  type: PaymentMethodType;
  name: string;
  description: string | null;
  public_config: JsonbDefault<JsonObject>;
  private_config: JsonbDefault<JsonObject>;
  allow_tokenization: Generated<boolean>;
  force_save_credit_card: Generated<boolean>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PaymentsTable {
  id: Id;
  sale_id: number;
  payment_method_id: number | null;
  voucher_id: number | null;
  card_token_id: number | null;
  /** Negative: refund. */
  amount: Money;
  status: Generated<PaymentStatus>;
  provider_reference: string | null;
  provider_data: Jsonb<JsonObject> | null;
  created_at: TimestampDefault;
  settled_at: Timestamp | null;
  /** What a pre-authorization finally captured (the rest released); null until captured. */
  captured: Money | null;
  provider_refund_id: string | null;
  next_status_read_at: Timestamp | null;
}

export interface PeriodicFeesTable {
  id: Id;
  customer_periodic_sale_id: number;
  period_start: DateText;
  period_end: DateText;
  sale_id: number;
}

export interface PricesTable {
  id: Id;
  booking_type_id: number;
  resource_id: number | null;
  duration_mins: number;
  weekday: Weekday | null;
  starts_at: TimeText | null;
  ends_at: TimeText | null;
  valid_from: DateText | null;
  valid_to: DateText | null;
  gross_price: Money;
  net_price: Money;
  is_special: Generated<boolean>;
  label: string | null;
  membership_product_id: number | null;
}

export interface ProductTypesTable {
  id: Id;
  name: string;
  sort_order: Generated<number>;
}

export interface ProductsTable {
  id: Id;
  kind: ProductKind;
  product_type_id: number | null;
  name: string;
  logo: string | null;
  detail: string | null;
  description: string | null;
  gross_price: Money;
  net_price: Money;
  tax_percent: Generated<number>;
  has_stock: Generated<boolean>;
  stock_units: number | null;
  transport_required: Generated<boolean>;
  popular: Generated<boolean>;
  trending: Generated<boolean>;
  published: Generated<boolean>;
  period_unit: DurationUnit | null;
  period_count: number | null;
  voucher_amount: Money | null;
  voucher_validity_days: number | null;
  created_at: TimestampDefault;
  stock_parent_id: number | null;
  stock_detail: string | null;
}

export interface PromoCodeProductsTable {
  promo_code_id: number;
  product_id: number;
}

export interface PromoCodesTable {
  id: Id;
  code: string;
  description: string | null;
  discount_type: DiscountType;
  value: Money;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  max_uses: number | null;
  active: Generated<boolean>;
  created_at: TimestampDefault;
  max_uses_per_customer: number | null;
}

export interface ProviderRefundsTable {
  id: Id;
  payment_id: number;
  sale_id: number;
  payment_method_id: number | null;
  provider_reference: string;
  amount: Money;
  status: Generated<'Pending' | 'Succeeded' | 'Failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  provider_refund_id: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
}

export interface PushMatchPlacesTable {
  booking_id: number;
  free: number;
  checked_at: Timestamp;
}

export interface PushNoticesTable {
  customer_id: number;
  kind: string;
  subject: string;
  sent_at: Timestamp;
}

export interface PushPreferencesTable {
  customer_id: number;
  kind: PushKind;
  enabled: boolean;
}

export interface PushSubscriptionsTable {
  id: Id;
  customer_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string | null;
  created_at: TimestampDefault;
}

export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: TimestampDefault;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface RelatedClubsTable {
  id: Id;
  club_id: number;
  name: string;
  address: string | null;
  image: string | null;
  url: string | null;
  sort_order: Generated<number>;
}

export interface ResourceTimetablesTable {
  id: Id;
  resource_id: number;
  weekday: Weekday;
  opens_at: TimeText;
  closes_at: TimeText;
  slot_step_mins: Generated<number>;
  durations_mins: number[];
}

export interface ResourcesTable {
  id: Id;
  name: string;
  type: string;
  image: string | null;
  show_name_online: Generated<boolean>;
  sport: Generated<Sport>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface SaleItemsTable {
  id: Id;
  sale_id: number;
  product_id: number | null;
  category: ProductKind;
  name: string;
  logo: string | null;
  units: Generated<number>;
  unit_gross_price: Money;
  unit_net_price: Money;
  tax_percent: Generated<number>;
  /** units × unit_gross_price */
  sub_total: Computed<Money>;
  net_sub_total: Computed<Money>;
  discount: Generated<Money>;
  net_discount: Generated<Money>;
  total_with_discount: Computed<Money>;
  net_total_with_discount: Computed<Money>;
  customer_id: number | null;
  buyer_customer_id: number | null;
  parent_name: string | null;
  parent_id: number | null;
  parent_identifier: string | null;
  stock_parent_id: number | null;
  stock_parent_name: string | null;
  stock_detail: string | null;
  created_at: TimestampDefault;
}

export interface SalesTable {
  id: Id;
  number: Generated<string>;
  customer_id: number | null;
  title: string;
  description: string | null;
  status: Generated<SaleStatus>;
  payment_type: Generated<PaymentType>;
  with_retention: Generated<boolean>;
  sub_total: Generated<Money>;
  net_sub_total: Generated<Money>;
  discount: Generated<Money>;
  net_discount: Generated<Money>;
  shipping: Generated<Money>;
  net_shipping: Generated<Money>;
  /** sub_total - discount + shipping */
  total: Computed<Money>;
  net_total: Computed<Money>;
  paid: Generated<Money>;
  /** total - paid */
  pending: Computed<Money>;
  group_id: string | null;
  cancel_url: string | null;
  online: Generated<boolean>;
  origin: Origin | null;
  payment_method_id: number | null;
  transport_id: number | null;
  promo_code_id: number | null;
  delivery_address: Jsonb<DeliveryAddress> | null;
  public_token: Generated<string>;
  payment_deadline: Timestamp | null;
  created_at: TimestampDefault;
  paid_at: Timestamp | null;
  /** When the sale went through the checkout (an order, paid or to pay at the club). */
  checked_out_at: Timestamp | null;
  /** An order handed to a payment provider: unpaid at this moment it is cancelled and its stock given back. NULL for other sales. */
  lapses_at: Timestamp | null;
  /** The language of the checkout the sale went through (mails about it later use it); NULL before issue 21. */
  language: string | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: TimestampDefault;
}

export interface SmsMessagesTable {
  id: Id;
  customer_id: number | null;
  to_phone: string;
  body: string;
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
}

export interface StockReservationsTable {
  sale_id: number;
  product_id: number;
  units: number;
}

export interface TextBlocksTable {
  id: Id;
  type: TextBlockType;
  title: string;
  small_text: string | null;
  text: string | null;
  image: string | null;
  author_customer_id: number | null;
  author_name: string | null;
  popular: Generated<boolean>;
  published: Generated<boolean>;
  created_at: TimestampDefault;
}

export interface TrainingCustomersTable {
  training_id: number;
  customer_id: number;
}

export interface TrainingFilesTable {
  id: Id;
  training_id: number;
  /** Under {Uploads}/Booking/Files/. */
  file_name: string;
  title: string | null;
  sort_order: Generated<number>;
}

export interface TrainingGalleryImagesTable {
  id: Id;
  training_id: number;
  /** Under {Uploads}/Booking/Gallery/. */
  file_name: string;
  title: string | null;
  sort_order: Generated<number>;
}

export interface TrainingVideosTable {
  id: Id;
  training_id: number;
  /** An embeddable address, or a file under {Uploads}/Booking/Videos/. */
  file_name: string;
  title: string | null;
  sort_order: Generated<number>;
}

export interface TrainingsTable {
  id: Id;
  booking_id: number | null;
  name: string;
  starts_at: Timestamp;
  duration_mins: number;
  description: string | null;
  presented: string | null;
  public_comments: string | null;
  created_at: TimestampDefault;
}

export interface TransportsTable {
  id: Id;
  name: string;
  delivery_time: string | null;
  logo: string | null;
  price_product_id: number;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface TurnstileOpeningsTable {
  id: Id;
  customer_id: number | null;
  booking_id: number | null;
  access_code_id: number | null;
  granted: boolean;
  reason: string | null;
  opened_at: TimestampDefault;
}

export interface VoucherMovementsTable {
  id: Id;
  voucher_id: number;
  /** Positive: recharge; negative: payment. */
  amount: Money;
  previous_amount: Money;
  /** previous_amount + amount */
  current_amount: Computed<Money>;
  sale_id: number | null;
  description: string | null;
  created_at: TimestampDefault;
}

export interface VouchersTable {
  id: Id;
  customer_id: number;
  campaign_product_id: number | null;
  description: string;
  balance: Generated<Money>;
  expires_at: Timestamp | null;
  created_at: TimestampDefault;
  /** What balance counts: money, sessions (one per booking) or hours of booking. */
  kind: Generated<VoucherKind>;
}

export interface DB {
  access_codes: AccessCodesTable;
  activities: ActivitiesTable;
  activity_categories: ActivityCategoriesTable;
  activity_inscriptions: ActivityInscriptionsTable;
  auth_tokens: AuthTokensTable;
  banners: BannersTable;
  booking_blocks: BookingBlocksTable;
  booking_opening_draws: BookingOpeningDrawsTable;
  booking_opening_requests: BookingOpeningRequestsTable;
  booking_opening_results: BookingOpeningResultsTable;
  booking_players: BookingPlayersTable;
  booking_template_places: BookingTemplatePlacesTable;
  booking_templates: BookingTemplatesTable;
  booking_type_resources: BookingTypeResourcesTable;
  booking_types: BookingTypesTable;
  booking_waitlist: BookingWaitlistTable;
  bookings: BookingsTable;
  calendar_feeds: CalendarFeedsTable;
  card_tokenizations: CardTokenizationsTable;
  card_tokens: CardTokensTable;
  checkouts: CheckoutsTable;
  club_manifest_versions: ClubManifestVersionsTable;
  clubs: ClubsTable;
  custom_fields: CustomFieldsTable;
  customer_custom_field_values: CustomerCustomFieldValuesTable;
  customer_lookups: CustomerLookupsTable;
  customer_periodic_sales: CustomerPeriodicSalesTable;
  customers: CustomersTable;
  dynamic_form_submissions: DynamicFormSubmissionsTable;
  dynamic_forms: DynamicFormsTable;
  emails: EmailsTable;
  file_uploads: FileUploadsTable;
  info_requests: InfoRequestsTable;
  level_provider_links: LevelProviderLinksTable;
  levels: LevelsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  periodic_fees: PeriodicFeesTable;
  prices: PricesTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  promo_code_products: PromoCodeProductsTable;
  promo_codes: PromoCodesTable;
  provider_refunds: ProviderRefundsTable;
  push_match_places: PushMatchPlacesTable;
  push_notices: PushNoticesTable;
  push_preferences: PushPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  rate_limits: RateLimitsTable;
  related_clubs: RelatedClubsTable;
  resource_timetables: ResourceTimetablesTable;
  resources: ResourcesTable;
  sale_items: SaleItemsTable;
  sales: SalesTable;
  schema_migrations: SchemaMigrationsTable;
  sms_messages: SmsMessagesTable;
  stock_reservations: StockReservationsTable;
  text_blocks: TextBlocksTable;
  training_customers: TrainingCustomersTable;
  training_files: TrainingFilesTable;
  training_gallery_images: TrainingGalleryImagesTable;
  training_videos: TrainingVideosTable;
  trainings: TrainingsTable;
  transports: TransportsTable;
  turnstile_openings: TurnstileOpeningsTable;
  voucher_movements: VoucherMovementsTable;
  vouchers: VouchersTable;
}
