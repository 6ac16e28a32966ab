-- Sports: NoSport 0, Soccer 1, Padel 2, Tennis 3, Basket 4, Golf 5, Pickleball 6, Padbol 7,
-- Racquetball 8, Squash 9. Weekdays: 0 Sunday .. 6 Saturday, as extract(dow) and Date#getDay.

-- A floor map for booking by place: the image plus one drawing per place (label, row, col, section,
-- translation, rotation, shape rect|path).
CREATE TABLE booking_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  image text,
  config jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(config) = 'object'),
  allow_see_participants boolean NOT NULL DEFAULT false
);

CREATE TABLE booking_template_places (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_template_id integer NOT NULL REFERENCES booking_templates (id) ON DELETE CASCADE,
  place text NOT NULL,
  config jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(config) = 'object'),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (booking_template_id, place)
);

CREATE TABLE booking_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text,
  extended_description text,
  concept text NOT NULL CHECK (concept IN ('Booking', 'Match', 'School', 'Event')),
  category text,
  image text,
  sport smallint NOT NULL DEFAULT 0 CHECK (sport BETWEEN 0 AND 9),
  by_place boolean NOT NULL DEFAULT false,
  allow_create_by_place boolean NOT NULL DEFAULT false,
  booking_template_id integer REFERENCES booking_templates (id) ON DELETE SET NULL,
  max_participants integer NOT NULL DEFAULT 4 CHECK (max_participants >= 1),
  -- Per-person price of School and Event types; court bookings are priced from `prices`.
  gross_price numeric(12,2) CHECK (gross_price >= 0),
  net_price numeric(12,2) CHECK (net_price >= 0 AND net_price <= gross_price),
  -- How far ahead customers may book; NULL means the portal's default (366 days).
  anticipation_mins integer CHECK (anticipation_mins > 0),
  anticipation_text text,
  cancel_text text,
  -- Customers may cancel up to this many minutes before the start.
  cancel_limit_mins integer NOT NULL DEFAULT 0 CHECK (cancel_limit_mins >= 0),
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (by_place OR NOT allow_create_by_place)
);

CREATE TABLE resources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  image text,
  show_name_online boolean NOT NULL DEFAULT true,
  sport smallint NOT NULL DEFAULT 0 CHECK (sport BETWEEN 0 AND 9),
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE booking_type_resources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_type_id integer NOT NULL REFERENCES booking_types (id) ON DELETE CASCADE,
  resource_id integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  UNIQUE (booking_type_id, resource_id)
);
CREATE INDEX booking_type_resources_resource_idx ON booking_type_resources (resource_id);

-- Opening windows; a day may have several (split shifts).
CREATE TABLE resource_timetables (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  resource_id integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens_at time NOT NULL,
  closes_at time NOT NULL,
  -- Bookings may start every slot_step_mins from opens_at and last one of durations_mins.
  slot_step_mins integer NOT NULL DEFAULT 30 CHECK (slot_step_mins > 0),
  durations_mins integer[] NOT NULL CHECK (
    cardinality(durations_mins) > 0 AND array_position(durations_mins, NULL) IS NULL AND 0 < ALL (durations_mins)
  ),
  CHECK (closes_at > opens_at)
);
CREATE INDEX resource_timetables_resource_idx ON resource_timetables (resource_id, weekday);

-- The price of a booking is the most specific matching row: resource (NULL = any), weekday (NULL = any),
-- start-time window (NULL = all day) and validity dates (NULL = open).
CREATE TABLE prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_type_id integer NOT NULL REFERENCES booking_types (id) ON DELETE CASCADE,
  resource_id integer REFERENCES resources (id) ON DELETE CASCADE,
  duration_mins integer NOT NULL CHECK (duration_mins > 0),
  weekday smallint CHECK (weekday BETWEEN 0 AND 6),
  starts_at time,
  ends_at time,
  valid_from date,
  valid_to date,
  gross_price numeric(12,2) NOT NULL CHECK (gross_price >= 0),
  net_price numeric(12,2) NOT NULL CHECK (net_price >= 0 AND net_price <= gross_price),
  -- Special prices (offers) may forbid full payment, per the club's payment-mode settings.
  is_special boolean NOT NULL DEFAULT false,
  label text,
  CHECK ((starts_at IS NULL) = (ends_at IS NULL)),
  CHECK (ends_at > starts_at),
  CHECK (valid_to >= valid_from)
);
CREATE INDEX prices_lookup_idx ON prices (booking_type_id, duration_mins);
CREATE INDEX prices_resource_idx ON prices (resource_id);

CREATE TABLE bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_type_id integer NOT NULL REFERENCES booking_types (id) ON DELETE RESTRICT,
  concept text NOT NULL CHECK (concept IN ('Booking', 'Match', 'School', 'Event')),
  owner_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  title text,
  description text,
  comments text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  gender text CHECK (gender IN ('Male', 'Female', 'Mixed', 'Open')),
  min_level numeric(4,2) CHECK (min_level >= 0),
  max_level numeric(4,2) CHECK (max_level >= 0),
  -- true: competitive, the result changes the players' levels; false: friendly.
  modify_level boolean NOT NULL DEFAULT false,
  max_participants integer NOT NULL CHECK (max_participants >= 1),
  payment_type smallint NOT NULL DEFAULT 0 CHECK (payment_type IN (0, 1, 2, 3)),
  gross_price numeric(12,2) NOT NULL DEFAULT 0 CHECK (gross_price >= 0),
  net_price numeric(12,2) NOT NULL DEFAULT 0 CHECK (net_price >= 0 AND net_price <= gross_price),
  is_special_price boolean NOT NULL DEFAULT false,
  -- Pending until paid (or accepted as a pending payment); Cancelled frees the blocks.
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Confirmed', 'Cancelled')),
  allow_join boolean NOT NULL DEFAULT false,
  -- {"nSets": 3, "team1": [6, 4, 6], "team2": [3, 6, 2]}
  results jsonb CHECK (jsonb_typeof(results) = 'object'),
  origin smallint CHECK (origin IN (2, 3, 4, 5, 6, 7)),
  -- Capability tokens for links mailed to the owner (cancel) and the public booking page.
  cancel_token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', ''),
  public_token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', ''),
  payment_deadline timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (max_level >= min_level),
  CHECK ((status = 'Cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX bookings_owner_idx ON bookings (owner_customer_id, starts_at);
CREATE INDEX bookings_type_start_idx ON bookings (booking_type_id, starts_at);

-- The time a booking holds a resource. Two live blocks of one resource can never overlap: the
-- exclusion constraint makes the database, not the application, settle concurrent bookings
-- (the loser gets SQLSTATE 23P01). Ranges are half-open, so back-to-back bookings fit.
CREATE TABLE booking_blocks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  resource_id integer NOT NULL REFERENCES resources (id) ON DELETE RESTRICT,
  during tstzrange NOT NULL,
  starts_at timestamptz GENERATED ALWAYS AS (lower(during)) STORED,
  ends_at timestamptz GENERATED ALWAYS AS (upper(during)) STORED,
  cancelled boolean NOT NULL DEFAULT false,
  -- A block of a resource that cannot be booked online (added by staff alongside the online ones).
  no_online boolean NOT NULL DEFAULT false,
  CHECK (NOT isempty(during) AND lower_inc(during) AND NOT upper_inc(during) AND NOT lower_inf(during) AND NOT upper_inf(during)),
  CONSTRAINT booking_blocks_no_overlap EXCLUDE USING gist (resource_id WITH =, during WITH &&) WHERE (NOT cancelled)
);
CREATE INDEX booking_blocks_booking_idx ON booking_blocks (booking_id);

CREATE TABLE booking_players (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- NULL only for a free place (placeholder) waiting for someone to join.
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  is_placeholder boolean NOT NULL DEFAULT false,
  team smallint NOT NULL DEFAULT -1 CHECK (team IN (-1, 0, 1)),
  booking_template_place_id integer REFERENCES booking_template_places (id) ON DELETE SET NULL,
  price numeric(12,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  debt numeric(12,2) NOT NULL DEFAULT 0 CHECK (debt >= 0),
  sale_id integer REFERENCES sales (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_placeholder = (customer_id IS NULL))
);
CREATE INDEX booking_players_booking_idx ON booking_players (booking_id);
CREATE INDEX booking_players_customer_idx ON booking_players (customer_id);
CREATE UNIQUE INDEX booking_players_once_per_booking ON booking_players (booking_id, customer_id) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX booking_players_one_per_place ON booking_players (booking_id, booking_template_place_id)
  WHERE booking_template_place_id IS NOT NULL;

-- Level history: each row is the level after a change (a match result, an assessment).
CREATE TABLE levels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  sport smallint NOT NULL CHECK (sport BETWEEN 0 AND 9),
  provider text NOT NULL CHECK (provider IN ('taykus', 'wpr')),
  value numeric(4,2) NOT NULL CHECK (value >= 0),
  modification numeric(4,2) NOT NULL DEFAULT 0,
  comments text,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  parent_booking_id integer REFERENCES bookings (id) ON DELETE SET NULL
);
CREATE INDEX levels_customer_idx ON levels (customer_id, sport, provider, recorded_at);
CREATE INDEX levels_parent_booking_idx ON levels (parent_booking_id);

CREATE TABLE level_provider_links (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('taykus', 'wpr')),
  external_user_id text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, provider)
);

-- A session of a school group, usually tied to the School booking that holds the court.
CREATE TABLE trainings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  name text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_mins integer NOT NULL CHECK (duration_mins > 0),
  description text,
  presented text,
  public_comments text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trainings_booking_idx ON trainings (booking_id);

CREATE TABLE training_customers (
  training_id integer NOT NULL REFERENCES trainings (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  PRIMARY KEY (training_id, customer_id)
);
CREATE INDEX training_customers_customer_idx ON training_customers (customer_id);

-- File names under {Uploads}/Booking/Gallery/.
CREATE TABLE training_gallery_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  title text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX training_gallery_images_training_idx ON training_gallery_images (training_id, sort_order);

-- An embeddable address, or a file name under {Uploads}/Booking/Videos/.
CREATE TABLE training_videos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  title text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX training_videos_training_idx ON training_videos (training_id, sort_order);

-- File names under {Uploads}/Booking/Files/.
CREATE TABLE training_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  training_id integer NOT NULL REFERENCES trainings (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  title text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX training_files_training_idx ON training_files (training_id, sort_order);

-- Codes a customer shows at the door (QR image or text), valid for a short while.
CREATE TABLE access_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  booking_id integer REFERENCES bookings (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  content_type text NOT NULL DEFAULT 'image' CHECK (content_type IN ('image', 'text')),
  valid_from timestamptz NOT NULL DEFAULT now(),
  valid_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_until > valid_from)
);
CREATE INDEX access_codes_customer_idx ON access_codes (customer_id, valid_until);
CREATE INDEX access_codes_booking_idx ON access_codes (booking_id);

CREATE TABLE turnstile_openings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  access_code_id integer REFERENCES access_codes (id) ON DELETE SET NULL,
  granted boolean NOT NULL,
  reason text,
  opened_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX turnstile_openings_booking_idx ON turnstile_openings (booking_id);
CREATE INDEX turnstile_openings_customer_idx ON turnstile_openings (customer_id);
