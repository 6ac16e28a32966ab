-- Member prices (issue 22, item 15): a price row may be for the members of one membership (a PeriodicSale
-- product) only. A customer holding that membership (a subscription started and not stopped) is priced by
-- the member row where it matches; everyone else, and the generic price (loadprice with customerId -1), by
-- the rows without a membership. So a shared booking's places can cost different amounts per player.
ALTER TABLE prices ADD COLUMN membership_product_id integer REFERENCES products (id) ON DELETE CASCADE;

-- Who holds a membership: read per customer for every price a customer asks.
CREATE INDEX customer_periodic_sales_holder_idx ON customer_periodic_sales (customer_id, product_id) WHERE stopped_at IS NULL;
