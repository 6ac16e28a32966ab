-- Web Push notifications the player asks for (issue 40). Each instance signs its pushes with the one VAPID key
-- pair of the installation, made by the first instance that needs it (the row with id 1; a second instance
-- racing it keeps the first pair). The private key never leaves the database and is never logged.
CREATE TABLE push_vapid_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser's push subscription for one customer (a family sharing a device may each have one on it): where
-- the push service takes its messages and the keys that encrypt them (RFC 8291), and the language the portal
-- showed when the player subscribed. Removed when the player turns every kind off, or when the push service
-- answers 404 or 410 (the browser dropped it).
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  language text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, endpoint)
);
CREATE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint);

-- The kinds of push a customer turned on (a kind without a row is off: nothing is sent unasked).
CREATE TABLE push_preferences (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('waitlistOffer', 'placeFreed', 'matchFilled', 'paymentDeadline', 'bookingReminder', 'openingResult')),
  enabled boolean NOT NULL,
  PRIMARY KEY (customer_id, kind)
);

-- The pushes the jobs sent (a reminder, a deadline about to pass, a match filled), one row per customer, kind
-- and subject (`booking:12`): the row is the claim, so with several instances each is sent once.
CREATE TABLE push_notices (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, kind, subject)
);

-- How many places each open match had free when the push job last looked: a match that goes from full to a free
-- place tells the players in its line; the conditional update of this row is the claim between instances.
CREATE TABLE push_match_places (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  free integer NOT NULL,
  checked_at timestamptz NOT NULL
);
