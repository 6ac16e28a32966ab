// Kysely types of the tables created by ./migrations, column for column. Values arrive parsed as set up in
// value-parsers.ts: int8 and numeric as number, timestamptz as Date, date as 'YYYY-MM-DD', time as
// 'HH:MM:SS', jsonb as the decoded value, tstzrange as its text form ('["2025-01-01 10:00:00+00","…")').
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { JsonText } from './json';

// ── Column kinds ─────────────────────────────────────────────────────────────

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
type MoneyDefault = Generated<number>;
/** Computed by the database (GENERATED ALWAYS … STORED): read-only. */
type Computed<T> = ColumnType<T, never, never>;
/** jsonb, written through `jsonb(value)` from ./json. */
type Jsonb<T> = ColumnType<T, JsonText<T>, JsonText<T>>;
type JsonbDefault<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;

// ── Value sets ───────────────────────────────────────────────────────────────

export type CustomerStatus = 'Temp' | 'Active';
/** 0 male, 1 female. */
export type CustomerGender = 0 | 1;
export type CustomFieldType = 'text' | 'bool' | 'picklist';
export type AuthTokenPurpose = 'activation' | 'password_reset' | 'email_change';
export type BookingConcept = 'Booking' | 'Match' | 'School' | 'Event';
export type MatchGender = 'Male' | 'Female' | 'Mixed' | 'Open';
/** NoSport 0, Soccer 1, Padel 2, Tennis 3, Basket 4, Golf 5, Pickleball 6, Padbol 7, Racquetball 8, Squash 9. */
export type Sport = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** NotSet 0, Full 1, Shared 2, ByPlace 3. */
export type PaymentType = 0 | 1 | 2 | 3;
/** NotSet -1, Team1 0, Team2 1. */
export type Team = -1 | 0 | 1;
/** Taykus_Web 2, Taykus_Android 3, Taykus_iOS 4, CZ_Web 5, CZ_Android 6, CZ_iOS 7. */
export type Origin = 2 | 3 | 4 | 5 | 6 | 7;
export type BookingStatus = 'Pending' | 'Confirmed' | 'Cancelled';
export type LevelProvider = 'taykus' | 'wpr';
export type ProductKind = 'Service' | 'Article' | 'PeriodicSale' | 'VoucherCampaign';
export type DurationUnit = 'Minutes' | 'Hours' | 'Days' | 'Weeks' | 'Months' | 'Years';
export type DiscountType = 'Money' | 'Percent';
export type SaleStatus = 'Pending' | 'Paid' | 'Cancelled' | 'Refunded';
export type PaymentStatus = 'Pending' | 'Authorized' | 'Succeeded' | 'Failed' | 'Cancelled';
export const PaymentMethodType = {
  Redsys: 1,
  Pending: 5,
  MoneyVoucher: 6,
  SessionsVoucher: 7,
  HoursVoucher: 8,
  PayPal: 9,
  NetPay: 10,
  Stripe: 14,
  AuthorizeNet: 15,
  MercadoPago: 17,
  Transbank: 18,
  Razorpay: 20,
} as const;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];
export type TextBlockType = 'Posts' | 'Testimonials' | 'Teams';
export type AccessCodeContentType = 'image' | 'text';
export type DynamicFormInputType =
  | 'Label' | 'Href' | 'Text' | 'Date' | 'CheckBox' | 'Image' | 'Picklist' | 'PickListLabel' | 'Lookup'
  | 'TextArea' | 'Password' | 'LabelPassword' | 'Email' | 'Currency' | 'FileLoader' | 'ImageLoader'
  | 'Hidden' | 'Html' | 'HtmlText' | 'HourPicker' | 'ColorPicker' | 'ColorLabel' | 'DateNoTime';

// ── jsonb shapes ─────────────────────────────────────────────────────────────

/** The header/hero template of the home page (clubs.template). */
export interface HeaderTemplate {
  image1?: string | null;
  image2?: string | null;
  image3?: string | null;
  urlButton1?: string | null;
  urlButton2?: string | null;
  urlButton3?: string | null;
  textButton1?: string | null;
  textButton2?: string | null;
  textButton3?: string | null;
  textColor1?: string | null;
  textColor2?: string | null;
  textColor3?: string | null;
  textSlideInLeft1?: string | null;
  textSlideInLeft2?: string | null;
  textSlideInLeft3?: string | null;
  textSlideInUp1?: string | null;
  textSlideInUp2?: string | null;
  textSlideInUp3?: string | null;
  textSmall1?: string | null;
  textSmall2?: string | null;
  textSmall3?: string | null;
  wellcomeImage?: string | null;
  number1?: string | number | null;
  number2?: string | number | null;
  number3?: string | number | null;
  number4?: string | number | null;
  textNumbers1?: string | null;
  textNumbers2?: string | null;
  textNumbers3?: string | null;
  textNumbers4?: string | null;
}

/** How a floor map is drawn (booking_templates.config). */
export interface FloorMapConfig {
  width: number;
  height: number;
  fontSize?: number;
  [key: string]: unknown;
}

/** How one place is drawn on the floor map (booking_template_places.config). */
export interface MapPlaceDrawing {
  label?: string | null;
  row?: number | null;
  col?: number | null;
  section?: string | null;
  translation?: string | null;
  rotation?: number | null;
  shape: { type: 'rect'; x: number; y: number; width: number; height: number } | { type: 'path'; definition: string };
}

export interface MatchResults {
  nSets: number;
  team1: number[];
  team2: number[];
}

export interface DynamicFormColumn {
  inputType: DynamicFormInputType;
  /** Comma-separated options of a Picklist / PickListLabel. */
  pickListValues?: string | null;
  /** {controller} of POST /api/public{controller}/list for a Lookup. */
  lookupController?: string | null;
  lookupDisplayField?: string | null;
}

export interface DynamicFormField {
  id: number | string;
  name: string;
  label?: string | null;
  value?: string | number | boolean | null;
  required?: boolean | null;
  col1?: number | null;
  col2?: number | null;
  isFile?: boolean | null;
  column?: DynamicFormColumn | null;
}

export interface StoredFormFile {
  fieldName: string;
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

export interface DeliveryAddress {
  name?: string;
  surname?: string;
  addressLine1?: string;
  city?: string;
  town?: string;
  country?: string;
  postalCode?: string;
  email?: string;
  phone?: string;
}

export interface MessageLink {
  label: string;
  url: string;
}

export type JsonObject = { [key: string]: unknown };

// ── Tables ───────────────────────────────────────────────────────────────────

export interface SchemaMigrationsTable {
  name: string;
  applied_at: TimestampDefault;
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

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface InfoRequestsTable {
  id: Id;
  email: string;
  question: string;
  customer_id: number | null;
  created_at: TimestampDefault;
  answered_at: Timestamp | null;
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
  sub_total: MoneyDefault;
  net_sub_total: MoneyDefault;
  discount: MoneyDefault;
  net_discount: MoneyDefault;
  shipping: MoneyDefault;
  net_shipping: MoneyDefault;
  /** sub_total - discount + shipping */
  total: Computed<Money>;
  net_total: Computed<Money>;
  paid: MoneyDefault;
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
  discount: MoneyDefault;
  net_discount: MoneyDefault;
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

export interface VouchersTable {
  id: Id;
  customer_id: number;
  campaign_product_id: number | null;
  description: string;
  balance: MoneyDefault;
  expires_at: Timestamp | null;
  created_at: TimestampDefault;
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

export interface PeriodicFeesTable {
  id: Id;
  customer_periodic_sale_id: number;
  period_start: DateText;
  period_end: DateText;
  sale_id: number;
}

export interface BookingTemplatesTable {
  id: Id;
  name: string;
  image: string | null;
  config: JsonbDefault<FloorMapConfig | JsonObject>;
  allow_see_participants: Generated<boolean>;
}

export interface BookingTemplatePlacesTable {
  id: Id;
  booking_template_id: number;
  place: string;
  config: JsonbDefault<MapPlaceDrawing | JsonObject>;
  sort_order: Generated<number>;
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

export interface BookingTypeResourcesTable {
  id: Id;
  booking_type_id: number;
  resource_id: number;
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
  gross_price: MoneyDefault;
  net_price: MoneyDefault;
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

export interface BookingBlocksTable {
  id: Id;
  booking_id: number;
  resource_id: number;
  /** Half-open '[start,end)'; write it with sql`tstzrange(${start}, ${end})`. */
  during: string;
  starts_at: Computed<Date>;
  ends_at: Computed<Date>;
  cancelled: Generated<boolean>;
  no_online: Generated<boolean>;
}

export interface BookingPlayersTable {
  id: Id;
  booking_id: number;
  /** NULL only for a placeholder. */
  customer_id: number | null;
  is_placeholder: Generated<boolean>;
  team: Generated<Team>;
  booking_template_place_id: number | null;
  price: MoneyDefault;
  debt: MoneyDefault;
  sale_id: number | null;
  created_at: TimestampDefault;
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

export interface LevelProviderLinksTable {
  customer_id: number;
  provider: LevelProvider;
  external_user_id: string;
  linked_at: TimestampDefault;
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

export interface TrainingCustomersTable {
  training_id: number;
  customer_id: number;
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

export interface TrainingFilesTable {
  id: Id;
  training_id: number;
  /** Under {Uploads}/Booking/Files/. */
  file_name: string;
  title: string | null;
  sort_order: Generated<number>;
}

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

export interface TurnstileOpeningsTable {
  id: Id;
  customer_id: number | null;
  booking_id: number | null;
  access_code_id: number | null;
  granted: boolean;
  reason: string | null;
  opened_at: TimestampDefault;
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
}

export interface SmsMessagesTable {
  id: Id;
  customer_id: number | null;
  to_phone: string;
  body: string;
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  clubs: ClubsTable;
  related_clubs: RelatedClubsTable;
  customers: CustomersTable;
  custom_fields: CustomFieldsTable;
  customer_custom_field_values: CustomerCustomFieldValuesTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  info_requests: InfoRequestsTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  transports: TransportsTable;
  payment_methods: PaymentMethodsTable;
  card_tokens: CardTokensTable;
  promo_codes: PromoCodesTable;
  sales: SalesTable;
  sale_items: SaleItemsTable;
  vouchers: VouchersTable;
  voucher_movements: VoucherMovementsTable;
  payments: PaymentsTable;
  customer_periodic_sales: CustomerPeriodicSalesTable;
  periodic_fees: PeriodicFeesTable;
  booking_templates: BookingTemplatesTable;
  booking_template_places: BookingTemplatePlacesTable;
  booking_types: BookingTypesTable;
  resources: ResourcesTable;
  booking_type_resources: BookingTypeResourcesTable;
  resource_timetables: ResourceTimetablesTable;
  prices: PricesTable;
  bookings: BookingsTable;
  booking_blocks: BookingBlocksTable;
  booking_players: BookingPlayersTable;
  levels: LevelsTable;
  level_provider_links: LevelProviderLinksTable;
  trainings: TrainingsTable;
  training_customers: TrainingCustomersTable;
  training_gallery_images: TrainingGalleryImagesTable;
  training_videos: TrainingVideosTable;
  training_files: TrainingFilesTable;
  access_codes: AccessCodesTable;
  turnstile_openings: TurnstileOpeningsTable;
  text_blocks: TextBlocksTable;
  banners: BannersTable;
  file_uploads: FileUploadsTable;
  activities: ActivitiesTable;
  activity_categories: ActivityCategoriesTable;
  activity_inscriptions: ActivityInscriptionsTable;
  dynamic_forms: DynamicFormsTable;
  dynamic_form_submissions: DynamicFormSubmissionsTable;
  emails: EmailsTable;
  sms_messages: SmsMessagesTable;
}
