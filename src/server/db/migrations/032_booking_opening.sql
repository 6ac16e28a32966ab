-- Fair opening of a day's courts (issue 27). Off by default: a type without opening_window_mins opens as before.
-- For opening_window_mins before a day's slots open, players ask for up to opening_max_requests slots; at the
-- opening a seeded draw gives each customer at most opening_max_wins of them (and never more than the day cap).
ALTER TABLE booking_types
  ADD COLUMN opening_window_mins integer CHECK (opening_window_mins IS NULL OR opening_window_mins > 0),
  ADD COLUMN opening_max_requests integer NOT NULL DEFAULT 3 CHECK (opening_max_requests BETWEEN 1 AND 20),
  ADD COLUMN opening_max_wins integer NOT NULL DEFAULT 1 CHECK (opening_max_wins >= 1),
  -- Anti-walking-down (null: no rule): minutes after a cancellation before the canceller books this type again;
  -- bookings a customer holds per club day and per week of this type; a cancellation within these minutes
  -- before its slot's day opened does not give the slot back to the canceller for as long.
  ADD COLUMN rebook_cooldown_mins integer CHECK (rebook_cooldown_mins IS NULL OR rebook_cooldown_mins > 0),
  ADD COLUMN max_bookings_per_day integer CHECK (max_bookings_per_day IS NULL OR max_bookings_per_day > 0),
  ADD COLUMN max_bookings_per_week integer CHECK (max_bookings_per_week IS NULL OR max_bookings_per_week > 0),
  ADD COLUMN late_cancel_lock_mins integer CHECK (late_cancel_lock_mins IS NULL OR late_cancel_lock_mins > 0);

-- One request per customer, type and day; sending it again replaces it (its rank never depends on when).
CREATE TABLE booking_opening_requests (
  booking_type_id integer NOT NULL REFERENCES booking_types (id),
  date date NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id),
  choices jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (booking_type_id, date, customer_id)
);

-- The draw of a day: its row is inserted first in the drawing transaction, so with several instances the
-- database lets exactly one of them draw (the others conflict on the key and find it drawn).
CREATE TABLE booking_opening_draws (
  booking_type_id integer NOT NULL REFERENCES booking_types (id),
  date date NOT NULL,
  seed text NOT NULL,
  drawn_at timestamptz NOT NULL,
  instance text NOT NULL,
  PRIMARY KEY (booking_type_id, date)
);

-- What each request got: one row per slot won (at most the type's wins), or one 'lost' row.
CREATE TABLE booking_opening_results (
  id serial PRIMARY KEY,
  booking_type_id integer NOT NULL,
  date date NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id),
  rank integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('won', 'lost')),
  choice jsonb,
  booking_id integer REFERENCES bookings (id),
  FOREIGN KEY (booking_type_id, date) REFERENCES booking_opening_draws (booking_type_id, date)
);
CREATE INDEX booking_opening_results_customer ON booking_opening_results (booking_type_id, date, customer_id);

-- The per-day and per-week caps and the cooldown read a customer's bookings of a type.
CREATE INDEX bookings_owner_type_start ON bookings (owner_customer_id, booking_type_id, starts_at);
