-- One row per club: every site setting the portal loads (main settings, template, legal texts,
-- payment modes). The reference server runs one club, so other tables do not carry a club id.
CREATE TABLE clubs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  description text,
  follow_us_description text,
  phone text,
  email text,
  address text,
  coords text CHECK (coords ~ '^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$'),
  open_hours text,
  facebook_url text,
  twitter_url text,
  instagram_url text,
  buttons_color text CHECK (buttons_color ~ '^#[0-9A-Fa-f]{6}$'),
  footer_color text CHECK (footer_color ~ '^#[0-9A-Fa-f]{6}$'),
  font_family text,
  -- Image settings hold a path under the Uploads folder.
  main_logo text,
  url_logo text,
  header_image text,
  currency_symbol text NOT NULL DEFAULT '€',
  currency_code text NOT NULL DEFAULT 'EUR' CHECK (currency_code ~ '^[A-Z]{3}$'),
  decimal_separator text NOT NULL DEFAULT ',' CHECK (decimal_separator IN ('.', ',')),
  time_zone text NOT NULL DEFAULT 'Europe/Madrid',
  culture text NOT NULL DEFAULT 'es-ES',
  format_culture text NOT NULL DEFAULT 'es-ES',
  date_format text NOT NULL DEFAULT 'dd/MM/yyyy HH:mm',
  uploads_path text NOT NULL DEFAULT '/uploads/',
  register_on boolean NOT NULL DEFAULT true,
  has_shop boolean NOT NULL DEFAULT true,
  price_with_taxes boolean NOT NULL DEFAULT true,
  access_control boolean NOT NULL DEFAULT false,
  turnstiles_enabled boolean NOT NULL DEFAULT false,
  -- Raised to make every portal session drop its stored data (sent as the storage-version header).
  storage_version integer NOT NULL DEFAULT 0 CHECK (storage_version >= 0),
  default_tax_percent numeric(5,2) NOT NULL DEFAULT 21 CHECK (default_tax_percent BETWEEN 0 AND 100),
  pending_payment_allowed boolean NOT NULL DEFAULT false,
  shared_payment_allowed boolean NOT NULL DEFAULT true,
  shared_payment_with_retention boolean NOT NULL DEFAULT false,
  full_payment_allowed_with_special_prices boolean NOT NULL DEFAULT true,
  -- Legal texts are HTML written by club staff; the portal sanitizes them before display.
  general_conditions text,
  waiver text,
  privacy_policy_full text,
  cookies_policy text,
  -- The header/hero template: image1..3, texts per slide, welcome image, number counters.
  template jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(template) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE related_clubs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text,
  image text,
  url text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX related_clubs_club_idx ON related_clubs (club_id, sort_order);
