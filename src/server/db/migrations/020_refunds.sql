-- Refunds of a settled provider payment (card, wallet), decided in the transaction that cancels what it paid
-- for (a booking) and made afterwards through the payment's provider by whichever server instance claims the
-- row: the claim locks due rows with FOR UPDATE SKIP LOCKED and moves next_attempt_at past the time a call
-- may take (as the mail outbox does), so two instances never ask the provider twice for one refund. A
-- provider that is down or refuses leaves the row Pending with its error, tried again later; after the last
-- attempt it is Failed (given back by hand). One refund per settled payment row: a second cancellation, or a
-- replay, finds the row and refunds nothing more.
CREATE TABLE provider_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id integer NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  sale_id integer NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  provider_reference text NOT NULL,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  -- The provider's own id of the refund (Stripe re_…, a PayPal refund id…), when its answer gives one.
  provider_refund_id text,
  created_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX provider_refunds_due_idx ON provider_refunds (next_attempt_at) WHERE status = 'Pending';
CREATE INDEX provider_refunds_sale_idx ON provider_refunds (sale_id);

-- A refund's payment row (negative amount) names the provider's refund id beside the payment's reference.
ALTER TABLE payments ADD COLUMN provider_refund_id text;
