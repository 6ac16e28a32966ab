-- Checkout: voucher kinds, promo-code limits per customer and per product, orders placed to pay at the
-- club, and the idempotency record of a cart's checkout.

-- What a voucher's balance counts: money (EUR), sessions (one per booking) or hours of booking.
ALTER TABLE vouchers ADD COLUMN kind text NOT NULL DEFAULT 'Money' CHECK (kind IN ('Money', 'Sessions', 'Hours'));

-- How many times one customer may use a code (counted from their sales that used it); NULL: no limit.
ALTER TABLE promo_codes ADD COLUMN max_uses_per_customer integer CHECK (max_uses_per_customer > 0);

-- The products a code applies to; a code without rows applies to every product line.
CREATE TABLE promo_code_products (
  promo_code_id integer NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (promo_code_id, product_id)
);

-- When the sale went through the checkout: an order, paid or to pay at the club.
ALTER TABLE sales ADD COLUMN checked_out_at timestamptz;

-- One row per cart guid that completed a checkout, with the answer given: a double submit or a retry
-- answers the same result and never makes a second sale. Written in the checkout's own transaction, so
-- a refused checkout leaves no row and may be tried again.
CREATE TABLE checkouts (
  guid text PRIMARY KEY CHECK (length(guid) BETWEEN 1 AND 100),
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  result jsonb NOT NULL CHECK (jsonb_typeof(result) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
