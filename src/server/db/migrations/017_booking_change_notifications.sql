-- The booking page's computed day is cached too (src/server/cache/club-reads.ts): a write to bookings or
-- their blocks notifies every instance on commit, like the tables of migration 016, so each drops the days
-- it kept. Statement-level: one notification per statement, whatever the number of rows.

DO $$
DECLARE
  cached text;
BEGIN
  FOREACH cached IN ARRAY ARRAY['bookings', 'booking_blocks'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_change()', cached || '_cache_change', cached);
  END LOOP;
END $$;
