-- Payment providers: card registrations that go through a provider's page (Transbank Oneclick) and the
-- events a provider sent, so a replayed callback or webhook changes the state once.

-- A card registration started at a provider: the browser goes to the provider's page with `provider_token`
-- and comes back with it; the saved card is written once, on the first return.
CREATE TABLE card_tokenizations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  payment_method_id integer NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  provider_token text NOT NULL,
  card_token_id integer REFERENCES card_tokens (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_method_id, provider_token)
);
CREATE INDEX card_tokenizations_customer_idx ON card_tokenizations (customer_id);

-- What the provider settled, kept on the payment rows: the captured amount of a pre-authorization.
ALTER TABLE payments ADD COLUMN captured numeric(12,2) CHECK (captured >= 0);
CREATE INDEX payments_authorized_idx ON payments (status) WHERE status = 'Authorized';
