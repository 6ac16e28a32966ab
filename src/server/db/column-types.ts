// The value sets and JSON shapes of the database's columns: what the database itself cannot say
// (CHECK lists, jsonb documents). schema-overrides.ts assigns them to columns; the table types are
// generated into src/generated/db-schema.ts.

import type { components } from '../../generated/api';
import { PaymentMethodType as PAYMENT_METHOD_TYPE } from '../../generated/enums';

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
/** 'Expired': a hold whose payment deadline passed, recorded when a later booking took its time. */
export type BookingStatus = 'Pending' | 'Confirmed' | 'Cancelled' | 'Expired';
export type WaitlistStatus = 'Waiting' | 'Offered' | 'Joined' | 'Lapsed' | 'Left';
/** The kinds of Web Push a customer turns on (push_preferences.kind). */
export type PushKind = import('../../domain/push-kinds').PushKind;
export type LevelProvider = 'taykus' | 'wpr';
export type ProductKind = 'Service' | 'Article' | 'PeriodicSale' | 'VoucherCampaign';
export type DurationUnit = 'Minutes' | 'Hours' | 'Days' | 'Weeks' | 'Months' | 'Years';
export type DiscountType = 'Money' | 'Percent';
export type VoucherKind = 'Money' | 'Sessions' | 'Hours';
export type SaleStatus = 'Pending' | 'Paid' | 'Cancelled' | 'Refunded';
export type PaymentStatus = 'Pending' | 'Authorized' | 'Succeeded' | 'Failed' | 'Cancelled';
// The payment method types are the contract's enum (generated into src/generated/enums.ts); declared here too for the schema's codegen.
export const PaymentMethodType = PAYMENT_METHOD_TYPE;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];
export type TextBlockType = 'Posts' | 'Testimonials' | 'Teams';
export type AccessCodeContentType = 'image' | 'text';
export type DynamicFormInputType =
  | 'Label'
  | 'Href'
  | 'Text'
  | 'Date'
  | 'CheckBox'
  | 'Image'
  | 'Picklist'
  | 'PickListLabel'
  | 'Lookup'
  | 'TextArea'
  | 'Password'
  | 'LabelPassword'
  | 'Email'
  | 'Currency'
  | 'FileLoader'
  | 'ImageLoader'
  | 'Hidden'
  | 'Html'
  | 'HtmlText'
  | 'HourPicker'
  | 'ColorPicker'
  | 'ColorLabel'
  | 'DateNoTime';

// ── jsonb shapes ─────────────────────────────────────────────────────────────

/** The header/hero template of the home page (clubs.template): stored as the contract answers it. */
export type HeaderTemplate = components['schemas']['HeaderTemplate'];

/** One published version of the club's settings (club_manifest_versions.document): as the contract takes it. */
export type ClubSettingsDocument = components['schemas']['ClubSettingsDocument'];

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
  /** A Date / DateNoTime field's last day (yyyy-MM-dd); its first is today in the club's calendar. */
  maxDate?: string | null;
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
