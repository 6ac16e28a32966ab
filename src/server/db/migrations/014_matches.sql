-- Open matches and places: a joiner's unpaid share holds the place until a deadline, and a full booking
-- keeps a waitlist whose first player is offered a freed place for a limited time.

-- Until when a joiner's place is held waiting for the share to be paid. A place whose hold has passed
-- (its sale still pending, never checked out) counts as free: reads skip it by the deadline, and the next
-- join of the booking gives it back (placeholder again, its sale cancelled) in the same transaction.
ALTER TABLE booking_players ADD COLUMN hold_until timestamptz;

-- How long a waitlist offer holds a freed place for the player it was mailed to (minutes).
ALTER TABLE clubs ADD COLUMN waitlist_offer_mins integer NOT NULL DEFAULT 30
  CHECK (waitlist_offer_mins BETWEEN 1 AND 1440);

-- Players waiting for a place in a full booking, first come first served (by id). Waiting → Offered (a
-- place is held for them until offer_expires_at) → Joined, or Lapsed when the offer ran out; Left when
-- they leave the line.
CREATE TABLE booking_waitlist (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Waiting' CHECK (status IN ('Waiting', 'Offered', 'Joined', 'Lapsed', 'Left')),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'Waiting') = (offer_expires_at IS NULL) OR status IN ('Joined', 'Left'))
);
CREATE UNIQUE INDEX booking_waitlist_once ON booking_waitlist (booking_id, customer_id) WHERE status IN ('Waiting', 'Offered');
CREATE INDEX booking_waitlist_booking_idx ON booking_waitlist (booking_id, status, id);
CREATE INDEX booking_waitlist_customer_idx ON booking_waitlist (customer_id);
