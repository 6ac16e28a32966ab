-- Attempt counters of the rate limits, shared by every server instance on the database. One row per
-- bucket (e.g. login:account:<email>, login:address:<ip>): a fixed window that starts at the first
-- attempt and restarts once it is over. Counted by one atomic upsert per attempt.
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits > 0)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
