-- Blog posts, testimonials and team members share one shape.
CREATE TABLE text_blocks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('Posts', 'Testimonials', 'Teams')),
  title text NOT NULL,
  small_text text,
  text text, -- HTML
  image text,
  -- The author is a customer when known, otherwise a free name (or both, the name overriding).
  author_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  author_name text,
  popular boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_blocks_type_created_idx ON text_blocks (type, created_at DESC) WHERE published;
CREATE INDEX text_blocks_author_idx ON text_blocks (author_customer_id);

CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  text text,
  image text,
  url text,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Files attached to any record, e.g. ('CZConfig', <club id>, 'CzGallery') for the site gallery that
-- also feeds the Gallery setting, or ('CZConfig', <club id>, 'Sponsors').
CREATE TABLE file_uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_name text NOT NULL,
  parent_id integer NOT NULL,
  category text NOT NULL,
  -- Path under the Uploads folder, or an absolute URL.
  url text NOT NULL,
  name text,
  -- For sponsors: the sponsor's link.
  description text,
  content_type text,
  size_bytes integer CHECK (size_bytes >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_uploads_parent_idx ON file_uploads (parent_name, parent_id, category, sort_order);

CREATE TABLE activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  poster text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  description text, -- HTML
  online_sign_up boolean NOT NULL DEFAULT false,
  partner_inscription boolean NOT NULL DEFAULT false,
  -- What a sign-up costs; NULL: free.
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  max_inscriptions integer CHECK (max_inscriptions > 0),
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);
CREATE INDEX activities_start_idx ON activities (starts_at) WHERE published;

CREATE TABLE activity_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- A category may cost differently from the activity.
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (activity_id, name)
);

CREATE TABLE activity_inscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  partner_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  activity_category_id integer REFERENCES activity_categories (id) ON DELETE SET NULL,
  sale_id integer REFERENCES sales (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (activity_id, customer_id),
  CHECK (partner_customer_id <> customer_id)
);
CREATE INDEX activity_inscriptions_customer_idx ON activity_inscriptions (customer_id);

-- A sign-up form attached to a record, e.g. ('Activity', <activity id>). `fields` is an array of
-- DynamicFormField: {id, name, label, value, required, col1, col2, isFile,
-- column: {inputType, pickListValues, lookupController, lookupDisplayField}}.
CREATE TABLE dynamic_forms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_name text NOT NULL,
  parent_id integer NOT NULL,
  name text,
  legal_checks boolean NOT NULL DEFAULT false,
  fields jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(fields) = 'array'),
  UNIQUE (parent_name, parent_id)
);

CREATE TABLE dynamic_form_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dynamic_form_id integer NOT NULL REFERENCES dynamic_forms (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  partner_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  activity_category_id integer REFERENCES activity_categories (id) ON DELETE SET NULL,
  activity_inscription_id integer REFERENCES activity_inscriptions (id) ON DELETE SET NULL,
  -- Field name to submitted value.
  answers jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(answers) = 'object'),
  -- Stored uploads: [{fieldName, url, name, contentType, sizeBytes}].
  files jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(files) = 'array'),
  ok_rss boolean NOT NULL DEFAULT false,
  accept_conditions boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dynamic_form_submissions_form_idx ON dynamic_form_submissions (dynamic_form_id);
CREATE INDEX dynamic_form_submissions_customer_idx ON dynamic_form_submissions (customer_id);

-- Every e-mail the club sends, to a customer or not; unsent rows are the outbox.
CREATE TABLE emails (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL, -- HTML
  -- Links the message carries, [{label, url}], for clients that cannot render the HTML.
  links jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(links) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text
);
CREATE INDEX emails_customer_idx ON emails (customer_id, created_at DESC);
CREATE INDEX emails_outbox_idx ON emails (created_at) WHERE sent_at IS NULL;

CREATE TABLE sms_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  to_phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX sms_messages_customer_idx ON sms_messages (customer_id, created_at DESC);
