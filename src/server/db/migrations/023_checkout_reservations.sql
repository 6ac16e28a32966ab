-- Issue 21 (items 8, 19, 24): a checkout handed to a card or wallet provider keeps its order and the stock
-- it took only until a payment deadline, and remembers the language it was made in.

-- How long a checkout that goes on at a provider keeps its order and the units it took (minutes).
ALTER TABLE clubs ADD COLUMN shop_payment_deadline_mins integer NOT NULL DEFAULT 30
  CHECK (shop_payment_deadline_mins BETWEEN 5 AND 1440);

-- An order the checkout wrote and handed to a provider: still unpaid at this moment it lapses (cancelled,
-- its units back in stock). Until a write records that (the provider's answer, the next sale of one of its
-- products, the minute sweep) a lapsed order is told apart by this moment alone: reads count its units as
-- free and list no debt for it. NULL for every other sale.
ALTER TABLE sales ADD COLUMN lapses_at timestamptz;
CREATE INDEX sales_lapses_idx ON sales (lapses_at) WHERE status = 'Pending' AND lapses_at IS NOT NULL;

-- The language of the checkout a sale went through: what is mailed about it later (a provider's
-- confirmation arriving by webhook or notification) is written in it.
ALTER TABLE sales ADD COLUMN language text;

-- Units an order took from stock while its provider payment is open. The row is deleted in the transaction
-- that settles the order: the units stay sold when it is paid, and go back to the product (once: only the
-- transaction that deletes the row adds them) when the payment fails or the order lapses.
CREATE TABLE stock_reservations (
  sale_id integer NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  units integer NOT NULL CHECK (units > 0),
  PRIMARY KEY (sale_id, product_id)
);
CREATE INDEX stock_reservations_product_idx ON stock_reservations (product_id);
