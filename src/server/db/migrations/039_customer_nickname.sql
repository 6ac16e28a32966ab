-- A club may add an optional "nickname" field to its registration form from its club file (issue 39): the
-- registration operation declares it and the server keeps it with the customer. Expand-only: a nullable column.
ALTER TABLE customers ADD COLUMN nickname text CHECK (char_length(nickname) <= 40);
