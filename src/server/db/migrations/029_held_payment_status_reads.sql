-- A provider payment held pending (Authorize.Net's "held for review") is settled from the provider's webhook or,
-- when that never comes, from a periodic status read. This is when its next read is due (null: at once); an
-- instance that takes a read moves it on first, so two instances never read one payment at once.
ALTER TABLE payments ADD COLUMN next_status_read_at timestamptz;
