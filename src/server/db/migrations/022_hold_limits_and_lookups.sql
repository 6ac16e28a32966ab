-- Holding places without paying, and adding strangers to a shared payment (issue 21).

-- How many unpaid holds one customer may have at once: pre-books waiting for their payment (their deadline
-- still ahead) and joined places whose share is unpaid within its hold. A paid, confirmed or lapsed hold
-- does not count. The pre-book or join over it is refused with the reason.
ALTER TABLE clubs ADD COLUMN max_unpaid_holds integer NOT NULL DEFAULT 2 CHECK (max_unpaid_holds BETWEEN 1 AND 100);

-- Whom a signed-in person's customer look-up (publiccustomers/list) answered, and when: a pre-book adds as
-- players only customers its caller found this way (or the caller's family), so nobody can put a share on an
-- id they guessed. One row per pair, renewed by each look-up that answers it again; rows older than the
-- time a look-up counts (LOOKUP_VALID_MS, repositories/customer-search.ts) are forgotten by the look-ups.
CREATE TABLE customer_lookups (
  searcher_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  found_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  found_at timestamptz NOT NULL,
  PRIMARY KEY (searcher_id, found_id)
);
CREATE INDEX customer_lookups_found_at_idx ON customer_lookups (found_at);
