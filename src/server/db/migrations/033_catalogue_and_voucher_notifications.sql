-- The shop's catalogue (its pages, answered as bytes) and a customer's vouchers are kept in memory too
-- (src/server/cache/club-reads.ts): a write to products, their types, vouchers or their movements notifies
-- every instance on commit, like the tables of migrations 016 and 017, so each drops what it kept.
-- Statement-level: one notification per statement, whatever the number of rows.

DO $$
DECLARE
  cached text;
BEGIN
  FOREACH cached IN ARRAY ARRAY['products', 'product_types', 'vouchers', 'voucher_movements'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_change()', cached || '_cache_change', cached);
  END LOOP;
END $$;
