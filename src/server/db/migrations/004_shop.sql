-- Money is numeric(12,2), gross = with taxes, net = without.

CREATE TABLE product_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('Service', 'Article', 'PeriodicSale', 'VoucherCampaign')),
  product_type_id integer REFERENCES product_types (id) ON DELETE SET NULL,
  name text NOT NULL,
  logo text,
  detail text, -- HTML
  description text,
  gross_price numeric(12,2) NOT NULL CHECK (gross_price >= 0),
  net_price numeric(12,2) NOT NULL CHECK (net_price >= 0 AND net_price <= gross_price),
  tax_percent numeric(5,2) NOT NULL DEFAULT 21 CHECK (tax_percent BETWEEN 0 AND 100),
  has_stock boolean NOT NULL DEFAULT false,
  stock_units integer CHECK (stock_units >= 0),
  transport_required boolean NOT NULL DEFAULT false,
  popular boolean NOT NULL DEFAULT false,
  trending boolean NOT NULL DEFAULT false,
  -- Unpublished products (e.g. the price carriers of transports) are sold but not listed in the shop.
  published boolean NOT NULL DEFAULT true,
  -- PeriodicSale only: a fee is due every period_count period_unit.
  period_unit text CHECK (period_unit IN ('Minutes', 'Hours', 'Days', 'Weeks', 'Months', 'Years')),
  period_count integer CHECK (period_count > 0),
  -- VoucherCampaign only: the balance credited (may exceed the price paid) and how long it lasts.
  voucher_amount numeric(12,2) CHECK (voucher_amount > 0),
  voucher_validity_days integer CHECK (voucher_validity_days > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT has_stock OR stock_units IS NOT NULL),
  CHECK ((kind = 'PeriodicSale') = (period_unit IS NOT NULL AND period_count IS NOT NULL)),
  CHECK ((kind = 'VoucherCampaign') = (voucher_amount IS NOT NULL))
);
CREATE INDEX products_kind_idx ON products (kind) WHERE published;
CREATE INDEX products_type_idx ON products (product_type_id);

CREATE TABLE transports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  delivery_time text,
  logo text,
  -- The shipping line of a sale is this product, so its price and taxes follow the product rules.
  price_product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_methods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Redsys 1, Pending 5, MoneyVoucher 6, SessionsVoucher 7, HoursVoucher 8, PayPal 9, NetPay 10,
  -- Stripe 14, AuthorizeNet 15, MercadoPago 17, Transbank 18, Razorpay 20.
  type smallint NOT NULL CHECK (type IN (1, 5, 6, 7, 8, 9, 10, 14, 15, 17, 18, 20)),
  name text NOT NULL,
  description text,
  -- Sent to the portal (publishable keys, sandbox flags); never secrets.
  public_config jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(public_config) = 'object'),
  -- Server-side only (secret keys, signing keys).
  private_config jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(private_config) = 'object'),
  allow_tokenization boolean NOT NULL DEFAULT false,
  force_save_credit_card boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (allow_tokenization OR NOT force_save_credit_card)
);

-- Saved cards: only the provider's token and the last digits are kept, never a card number.
CREATE TABLE card_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  payment_method_id integer NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  card_ending text NOT NULL CHECK (card_ending ~ '^[0-9]{4}$'),
  brand text,
  expiry text CHECK (expiry ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  provider_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_method_id, provider_token)
);
CREATE INDEX card_tokens_customer_idx ON card_tokens (customer_id);

CREATE TABLE promo_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^\S+$'),
  description text,
  discount_type text NOT NULL CHECK (discount_type IN ('Money', 'Percent')),
  value numeric(12,2) NOT NULL CHECK (value > 0),
  valid_from timestamptz,
  valid_to timestamptz,
  -- Counted from the sales that used the code.
  max_uses integer CHECK (max_uses > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type <> 'Percent' OR value <= 100),
  CHECK (valid_to > valid_from)
);
CREATE UNIQUE INDEX promo_codes_code_unique ON promo_codes (upper(code));

CREATE SEQUENCE sale_number_seq;

CREATE TABLE sales (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE DEFAULT ('S' || lpad(nextval('sale_number_seq')::text, 7, '0')),
  -- Sales are accounting records: they outlive a deleted customer, anonymised.
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Paid', 'Cancelled', 'Refunded')),
  payment_type smallint NOT NULL DEFAULT 0 CHECK (payment_type IN (0, 1, 2, 3)),
  with_retention boolean NOT NULL DEFAULT false,
  sub_total numeric(12,2) NOT NULL DEFAULT 0 CHECK (sub_total >= 0),
  net_sub_total numeric(12,2) NOT NULL DEFAULT 0 CHECK (net_sub_total >= 0),
  discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= sub_total),
  net_discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (net_discount >= 0 AND net_discount <= net_sub_total),
  shipping numeric(12,2) NOT NULL DEFAULT 0 CHECK (shipping >= 0),
  net_shipping numeric(12,2) NOT NULL DEFAULT 0 CHECK (net_shipping >= 0),
  total numeric(12,2) GENERATED ALWAYS AS (sub_total - discount + shipping) STORED,
  net_total numeric(12,2) GENERATED ALWAYS AS (net_sub_total - net_discount + net_shipping) STORED,
  paid numeric(12,2) NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= sub_total - discount + shipping),
  pending numeric(12,2) GENERATED ALWAYS AS (sub_total - discount + shipping - paid) STORED,
  -- Sales paid together in one checkout share a group.
  group_id uuid,
  cancel_url text,
  online boolean NOT NULL DEFAULT true,
  origin smallint CHECK (origin IN (2, 3, 4, 5, 6, 7)),
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  transport_id integer REFERENCES transports (id) ON DELETE SET NULL,
  promo_code_id integer REFERENCES promo_codes (id) ON DELETE SET NULL,
  -- Name, surname, addressLine1, city, town, country, postalCode, email and phone given at checkout.
  delivery_address jsonb CHECK (jsonb_typeof(delivery_address) = 'object'),
  -- Addresses the public ticket and invoice downloads without a login.
  public_token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', ''),
  payment_deadline timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX sales_customer_idx ON sales (customer_id, created_at DESC);
CREATE INDEX sales_pending_idx ON sales (customer_id) WHERE status = 'Pending';
CREATE INDEX sales_group_idx ON sales (group_id);
CREATE INDEX sales_promo_code_idx ON sales (promo_code_id);

CREATE TABLE sale_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sale_id integer NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  -- Name, image, kind and prices are copied at sale time: the order must not change with the catalogue.
  category text NOT NULL CHECK (category IN ('Service', 'Article', 'PeriodicSale', 'VoucherCampaign')),
  name text NOT NULL,
  logo text,
  units integer NOT NULL DEFAULT 1 CHECK (units BETWEEN 1 AND 1000),
  unit_gross_price numeric(12,2) NOT NULL CHECK (unit_gross_price >= 0),
  unit_net_price numeric(12,2) NOT NULL CHECK (unit_net_price >= 0),
  tax_percent numeric(5,2) NOT NULL DEFAULT 21 CHECK (tax_percent BETWEEN 0 AND 100),
  sub_total numeric(12,2) GENERATED ALWAYS AS (units * unit_gross_price) STORED,
  net_sub_total numeric(12,2) GENERATED ALWAYS AS (units * unit_net_price) STORED,
  discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= units * unit_gross_price),
  net_discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (net_discount >= 0 AND net_discount <= units * unit_net_price),
  total_with_discount numeric(12,2) GENERATED ALWAYS AS (units * unit_gross_price - discount) STORED,
  net_total_with_discount numeric(12,2) GENERATED ALWAYS AS (units * unit_net_price - net_discount) STORED,
  -- Who the line is for, and who bought it (a parent buying for a child, a player paying a share).
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  buyer_customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  -- What the line pays for, e.g. ('Booking', 12) or ('CustomerPeriodicSale', 3), and its readable label.
  parent_name text,
  parent_id integer,
  parent_identifier text,
  stock_parent_id integer,
  stock_parent_name text,
  stock_detail text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((parent_name IS NULL) = (parent_id IS NULL))
);
CREATE INDEX sale_items_sale_idx ON sale_items (sale_id);
CREATE INDEX sale_items_parent_idx ON sale_items (parent_name, parent_id);
CREATE INDEX sale_items_product_idx ON sale_items (product_id);

CREATE TABLE vouchers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  campaign_product_id integer REFERENCES products (id) ON DELETE SET NULL,
  description text NOT NULL,
  balance numeric(12,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vouchers_customer_idx ON vouchers (customer_id);

CREATE TABLE voucher_movements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  voucher_id integer NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  -- Positive: a recharge; negative: a payment.
  amount numeric(12,2) NOT NULL CHECK (amount <> 0),
  previous_amount numeric(12,2) NOT NULL CHECK (previous_amount >= 0),
  current_amount numeric(12,2) GENERATED ALWAYS AS (previous_amount + amount) STORED,
  sale_id integer REFERENCES sales (id) ON DELETE SET NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (previous_amount + amount >= 0)
);
CREATE INDEX voucher_movements_voucher_idx ON voucher_movements (voucher_id, created_at);

CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sale_id integer NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  voucher_id integer REFERENCES vouchers (id) ON DELETE SET NULL,
  card_token_id integer REFERENCES card_tokens (id) ON DELETE SET NULL,
  -- Negative: a refund.
  amount numeric(12,2) NOT NULL CHECK (amount <> 0),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Authorized', 'Succeeded', 'Failed', 'Cancelled')),
  -- The provider's order / intent / transaction id; one provider payment may settle several sales.
  provider_reference text,
  provider_data jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX payments_sale_idx ON payments (sale_id);
CREATE INDEX payments_provider_reference_idx ON payments (provider_reference);

-- Memberships: a customer's subscription to a PeriodicSale product, and the fee sale of each period.
CREATE TABLE customer_periodic_sales (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  description text NOT NULL,
  fee_gross numeric(12,2) NOT NULL CHECK (fee_gross >= 0),
  fee_net numeric(12,2) NOT NULL CHECK (fee_net >= 0 AND fee_net <= fee_gross),
  starts_on date NOT NULL,
  next_fee_on date,
  stopped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_periodic_sales_customer_idx ON customer_periodic_sales (customer_id);

CREATE TABLE periodic_fees (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_periodic_sale_id integer NOT NULL REFERENCES customer_periodic_sales (id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL,
  -- The fee's amount, payments and pending balance are those of its sale.
  sale_id integer NOT NULL UNIQUE REFERENCES sales (id) ON DELETE CASCADE,
  CHECK (period_end > period_start),
  UNIQUE (customer_periodic_sale_id, period_start)
);
