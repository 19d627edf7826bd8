-- Coins for money: packages on sale (data, changed by customer service), top-ups paid through a
-- provider's checkout (pending until the provider's signed word), the provider events already
-- applied (each once), and debts left by refunds and disputes of coins already spent.

CREATE TABLE coin_packages (
  id bigserial PRIMARY KEY,
  coins bigint NOT NULL CHECK (coins > 0),
  bonus_coins bigint NOT NULL DEFAULT 0 CHECK (bonus_coins >= 0),
  -- In the currency's minor unit (fen, cents).
  price bigint NOT NULL CHECK (price > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
INSERT INTO coin_packages (coins, bonus_coins, price, currency, position, created_at, updated_at) VALUES
  (60, 0, 600, 'CNY', 1, now(), now()),
  (300, 0, 3000, 'CNY', 2, now(), now()),
  (680, 20, 6800, 'CNY', 3, now(), now()),
  (1280, 60, 12800, 'CNY', 4, now(), now());

-- A top-up is now a checkout's life; the rows before this were paid at once.
ALTER TABLE top_ups
  ADD COLUMN package_id bigint REFERENCES coin_packages (id),
  ADD COLUMN bonus_coins bigint NOT NULL DEFAULT 0,
  ADD COLUMN price bigint,
  ADD COLUMN currency text,
  ADD COLUMN status text NOT NULL DEFAULT 'paid' CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded', 'disputed')),
  ADD COLUMN provider_session_id text,
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN reversed_at timestamptz,
  -- Coins taken back or owed so far by refunds and disputes.
  ADD COLUMN reversed_coins bigint NOT NULL DEFAULT 0;
ALTER TABLE top_ups ALTER COLUMN provider_reference DROP NOT NULL;
ALTER TABLE top_ups ALTER COLUMN ledger_transaction_id DROP NOT NULL;
UPDATE top_ups SET paid_at = created_at;
ALTER TABLE top_ups ADD CONSTRAINT top_ups_paid_credited CHECK (status NOT IN ('paid', 'refunded', 'disputed') OR ledger_transaction_id IS NOT NULL);
-- A provider's session and its payment (Stripe's payment intent, Alipay's trade) belong to one top-up.
CREATE UNIQUE INDEX top_ups_provider_session ON top_ups (provider, provider_session_id) WHERE provider_session_id IS NOT NULL;
CREATE UNIQUE INDEX top_ups_provider_payment ON top_ups (provider, provider_reference) WHERE provider_reference IS NOT NULL;
CREATE INDEX top_ups_pending ON top_ups (expires_at) WHERE status = 'pending';

-- Every provider notification applied, once: the credit (or reversal) is in the same transaction.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  top_up_id bigint REFERENCES top_ups (id),
  kind text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- Coins a refund or dispute could not take back (already spent): owed until a top-up repays them.
CREATE TABLE coin_debts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  top_up_id bigint NOT NULL UNIQUE REFERENCES top_ups (id),
  reason text NOT NULL CHECK (reason IN ('refunded', 'disputed')),
  owed bigint NOT NULL CHECK (owed >= 0),
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX coin_debts_open ON coin_debts (user_id) WHERE owed > 0;

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('signup_bonus', 'invitation_reward', 'top_up', 'purchase', 'refund', 'manual_grant', 'top_up_reversal', 'debt_repayment'));
