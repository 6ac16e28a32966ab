-- Sizes and variants (issue 35): a product sold in sizes lists each size as a product of its own, with its own
-- stock and price, under the product the shop shows (stock_parent_id); stock_detail is the size as the customer
-- reads it ("M"), which the cart line carries as its stockDetail. A variant is unpublished: it is sold only
-- through its parent's page.
ALTER TABLE products ADD COLUMN stock_parent_id integer REFERENCES products (id) ON DELETE CASCADE;
ALTER TABLE products ADD COLUMN stock_detail text;
CREATE INDEX products_stock_parent_idx ON products (stock_parent_id) WHERE stock_parent_id IS NOT NULL;

-- What an activity's card and page show up front besides its price and places: where, and for which levels.
ALTER TABLE activities ADD COLUMN place text;
ALTER TABLE activities ADD COLUMN min_level numeric(4,2) CHECK (min_level >= 0);
ALTER TABLE activities ADD COLUMN max_level numeric(4,2) CHECK (max_level >= 0);
