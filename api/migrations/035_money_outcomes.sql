-- Codes and money that never stall or strand (issue 47).

-- Every provider notification is kept with what became of it: applied, changed nothing (why), or
-- held for an operator (a refund or dispute that matches no credited top-up: a payment refused
-- for a wrong amount, another product on the same account). A held one is answered as received,
-- so the provider stops sending it, and is applied at once if its payment is credited later.
ALTER TABLE payment_events
  ADD COLUMN outcome text NOT NULL DEFAULT 'applied' CHECK (outcome IN ('applied', 'unchanged', 'held', 'reviewed')),
  ADD COLUMN why text,
  ADD COLUMN payment_id text,
  ADD COLUMN notice jsonb,
  ADD COLUMN reviewed_by bigint REFERENCES users (id),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN review_note text;
CREATE INDEX payment_events_held ON payment_events (provider, payment_id) WHERE outcome = 'held';

-- A top-up's checkout is opened outside any transaction: the request's key names the top-up it
-- began, so a retry of the same request finishes that one instead of opening another.
ALTER TABLE top_ups ADD COLUMN checkout_key text;

-- Refunds an operator asks for: one per request (its key), sent to the provider with its own id as
-- the provider's idempotency key (Stripe) or request number (Alipay), so a double click or a retry
-- refunds once. The coins follow the provider's word (its notification, or Alipay's answer).
CREATE TABLE refunds (
  id bigserial PRIMARY KEY,
  top_up_id bigint NOT NULL REFERENCES top_ups (id),
  request_key text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'pending', 'succeeded', 'failed')),
  provider_refund_id text,
  why text,
  requested_by bigint NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX refunds_by_top_up ON refunds (top_up_id);

-- What the last reconciliation found (the providers' payments, refunds and disputes against the
-- ledger, both ways), kept for the console until the next run replaces them.
CREATE TABLE reconciliation_runs (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  since timestamptz NOT NULL,
  checked integer NOT NULL DEFAULT 0,
  error text
);
CREATE TABLE reconciliation_findings (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES reconciliation_runs (id) ON DELETE CASCADE,
  provider text NOT NULL,
  session_id text NOT NULL,
  top_up_id bigint REFERENCES top_ups (id),
  problem text NOT NULL,
  detail text NOT NULL
);
CREATE INDEX reconciliation_findings_by_run ON reconciliation_findings (run_id);

-- A dispute the merchant won gives the fan back what it took.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('signup_bonus', 'invitation_reward', 'top_up', 'purchase', 'refund', 'manual_grant', 'top_up_reversal', 'debt_repayment', 'top_up_restored'));
