CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  -- NULL: a profile that cannot sign in by itself (e.g. a child managed from the parent's account).
  password_hash text,
  status text NOT NULL DEFAULT 'Temp' CHECK (status IN ('Temp', 'Active')),
  -- Raised on password change or reset so tokens issued before it stop being accepted.
  session_version integer NOT NULL DEFAULT 0 CHECK (session_version >= 0),
  name text NOT NULL,
  surname text NOT NULL DEFAULT '',
  email2 text,
  email3 text,
  phone text,
  phone2 text,
  phone3 text,
  gender smallint CHECK (gender IN (0, 1)),
  birth_date date,
  address_line1 text,
  postal_code text,
  city text,
  town text,
  country text,
  logo text,
  ok_rss boolean NOT NULL DEFAULT false,
  accept_conditions boolean NOT NULL DEFAULT false,
  -- Family accounts: a child points at its parent; deleting the parent keeps the child as a standalone customer.
  parent_id integer REFERENCES customers (id) ON DELETE SET NULL CHECK (parent_id <> id),
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz
);
CREATE UNIQUE INDEX customers_email_unique ON customers (lower(email));
CREATE INDEX customers_parent_idx ON customers (parent_id);

CREATE TABLE custom_fields (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  label text NOT NULL,
  field_type text NOT NULL CHECK (field_type IN ('text', 'bool', 'picklist')),
  -- Comma-separated options, only for pick lists.
  pick_list_values text,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK ((field_type = 'picklist') = (coalesce(pick_list_values, '') <> ''))
);

CREATE TABLE customer_custom_field_values (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  custom_field_id integer NOT NULL REFERENCES custom_fields (id) ON DELETE CASCADE,
  value text NOT NULL,
  PRIMARY KEY (customer_id, custom_field_id)
);
CREATE INDEX customer_custom_field_values_field_idx ON customer_custom_field_values (custom_field_id);

-- Single-use links mailed to a customer. Only a hash of the token is stored, so a leaked table
-- cannot be replayed.
CREATE TABLE auth_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
CREATE INDEX auth_tokens_customer_idx ON auth_tokens (customer_id, purpose);

CREATE TABLE info_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 4000),
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX info_requests_customer_idx ON info_requests (customer_id);
