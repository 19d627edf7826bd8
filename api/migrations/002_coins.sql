-- The coin ledger: append-only, double-entry, integer coins.

CREATE TABLE coin_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint UNIQUE REFERENCES users (id),
  -- System accounts: 'issuance' (coins created: bonuses, rewards, grants), 'payments' (top-ups
  -- paid through a provider), 'revenue' (coins spent on plans; refunds come back from it).
  system_name text UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  CHECK ((user_id IS NULL) <> (system_name IS NULL)),
  -- A user's balance can never go below zero.
  CHECK (user_id IS NULL OR balance >= 0)
);
INSERT INTO coin_accounts (system_name) VALUES ('issuance'), ('payments'), ('revenue');

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('signup_bonus', 'invitation_reward', 'top_up', 'purchase', 'refund', 'manual_grant')),
  reason text NOT NULL,
  reference text NOT NULL,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES coin_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- After this entry, for user accounts; system accounts keep no running balance (no lock).
  balance_after bigint,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the coin ledger is append-only';
END $$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Every transaction's entries sum to zero, checked when the database transaction commits.
CREATE FUNCTION ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced', NEW.transaction_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_balanced();

-- Requests that move coins carry a key: the same key and body answer as the first time.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE top_ups (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  provider text NOT NULL,
  provider_reference text NOT NULL,
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX top_ups_by_user ON top_ups (user_id, id DESC);

CREATE TABLE invitations (
  id bigserial PRIMARY KEY,
  inviter_id bigint NOT NULL REFERENCES users (id),
  invitee_id bigint NOT NULL UNIQUE REFERENCES users (id),
  reward bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX invitations_by_inviter ON invitations (inviter_id, id DESC);
