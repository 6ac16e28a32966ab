-- A membership bought in the shop has its first fee paid by the order's sale, and one order may buy several
-- memberships (two products, or one for the customer and one for a child): several fees may share a sale.
-- The amount of each is its own line (sale_items pointing at the CustomerPeriodicSale), not the whole sale.
ALTER TABLE periodic_fees DROP CONSTRAINT periodic_fees_sale_id_key;
CREATE INDEX periodic_fees_sale_idx ON periodic_fees (sale_id);
