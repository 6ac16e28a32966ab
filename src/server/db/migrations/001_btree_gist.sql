-- The booking-block exclusion constraint combines integer equality with range overlap in one GiST
-- index, which needs btree_gist's operator classes (a trusted extension from PostgreSQL 13 on).
CREATE EXTENSION IF NOT EXISTS btree_gist;
