-- Expert prediction plans, unlocked with coins; a no-win-refund plan that misses is refunded.

CREATE TABLE plans (
  id bigserial PRIMARY KEY,
  expert_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL,
  sport text NOT NULL CHECK (sport IN ('football', 'basketball', 'esports')),
  play_type text NOT NULL,
  match_ref text NOT NULL DEFAULT '',
  price bigint NOT NULL CHECK (price >= 0),
  original_price bigint CHECK (original_price IS NULL OR original_price >= price),
  no_win_refund boolean NOT NULL DEFAULT false,
  -- The locked part: only the expert and buyers see it.
  explanation text NOT NULL,
  purchase_deadline timestamptz NOT NULL,
  result text NOT NULL DEFAULT 'pending' CHECK (result IN ('pending', 'hit', 'miss', 'void')),
  settled_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX plans_by_expert ON plans (expert_id, id DESC);

CREATE TABLE plan_purchases (
  id bigserial PRIMARY KEY,
  plan_id bigint NOT NULL REFERENCES plans (id),
  user_id bigint NOT NULL REFERENCES users (id),
  price bigint NOT NULL,
  -- Null for a free plan: nothing moved.
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  refund_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  UNIQUE (plan_id, user_id)
);
CREATE INDEX plan_purchases_by_user ON plan_purchases (user_id, id DESC);
