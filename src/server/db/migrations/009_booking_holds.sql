-- Booking engine: holds that expire by themselves, one stored state per booking, the payment deadline
-- setting and private calendar feeds.

-- How long a paid booking holds its slot waiting for payment (minutes).
ALTER TABLE clubs ADD COLUMN booking_payment_deadline_mins integer NOT NULL DEFAULT 15
  CHECK (booking_payment_deadline_mins BETWEEN 1 AND 1440);

-- 'Expired': a hold whose payment deadline passed, recorded when a later booking takes its time.
-- Until then an expired hold is told apart by its deadline alone (a query condition, no clean-up job).
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('Pending', 'Confirmed', 'Cancelled', 'Expired'));
ALTER TABLE bookings ADD CONSTRAINT bookings_id_status_key UNIQUE (id, status);

-- The booking's state is written once, in bookings.status. An exclusion constraint can only read its
-- own row, so each block carries booking_status, which the database keeps equal to the booking's
-- (composite foreign key, ON UPDATE CASCADE): cancelling is one UPDATE of the booking, and a block
-- can never say something else than its booking. The former booking_blocks.cancelled is dropped.
ALTER TABLE booking_blocks ADD COLUMN booking_status text NOT NULL DEFAULT 'Pending';
UPDATE booking_blocks bb SET booking_status = b.status FROM bookings b WHERE b.id = bb.booking_id;
ALTER TABLE booking_blocks DROP CONSTRAINT booking_blocks_no_overlap;
ALTER TABLE booking_blocks DROP COLUMN cancelled;
ALTER TABLE booking_blocks ADD CONSTRAINT booking_blocks_booking_status_fkey
  FOREIGN KEY (booking_id, booking_status) REFERENCES bookings (id, status) ON UPDATE CASCADE ON DELETE CASCADE;
ALTER TABLE booking_blocks ADD CONSTRAINT booking_blocks_no_overlap
  EXCLUDE USING gist (resource_id WITH =, during WITH &&) WHERE (booking_status IN ('Pending', 'Confirmed'));

-- A customer's private calendar feed: whoever holds the token reads the customer's bookings as
-- iCalendar. Revoking deletes the row; asking again makes a new token.
CREATE TABLE calendar_feeds (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
