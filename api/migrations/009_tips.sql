-- Expert tips on real matches: a plan is a pick in one market of an upcoming match, locked at
-- publication and settled from the match's result; applications to become an expert, follows,
-- the operators' price bounds, and experts' remarks on their settled plans.

-- Demo content of the development services (experts, streamers) is named as such.
ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false;

ALTER TABLE plans
  ADD COLUMN match_id bigint REFERENCES matches (id),
  ADD COLUMN market text,
  ADD COLUMN pick text CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
  ADD COLUMN line numeric,
  ADD COLUMN map_number integer,
  ADD COLUMN odds numeric(7, 2),
  ADD COLUMN kickoff_at timestamptz,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN void_reason text;
-- The pick is locked before kick-off, and a plan cannot be bought after it.
ALTER TABLE plans ADD CONSTRAINT plans_locked_before_kickoff CHECK (match_id IS NULL OR (published_at < kickoff_at AND purchase_deadline <= kickoff_at));
CREATE INDEX plans_pending_by_match ON plans (match_id) WHERE result = 'pending';
CREATE INDEX plans_on_sale ON plans (purchase_deadline) WHERE result = 'pending';
CREATE INDEX plans_settled_by_expert ON plans (expert_id, settled_at DESC) WHERE result IN ('hit', 'miss');

ALTER TABLE plan_purchases
  ADD COLUMN list_price bigint,
  ADD COLUMN first_order boolean NOT NULL DEFAULT false,
  ADD COLUMN source text NOT NULL DEFAULT 'direct' CHECK (source IN ('direct', 'blind_box'));
-- The first-order discount is given once per user, whatever races.
CREATE UNIQUE INDEX plan_purchases_one_first_order ON plan_purchases (user_id) WHERE first_order;
CREATE INDEX plan_purchases_by_plan ON plan_purchases (plan_id) WHERE refund_transaction_id IS NULL;

CREATE TABLE expert_applications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  intro text NOT NULL,
  sports text[] NOT NULL,
  specialities text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by bigint REFERENCES users (id)
);
-- One application under review per user.
CREATE UNIQUE INDEX expert_applications_one_pending ON expert_applications (user_id) WHERE status = 'pending';
CREATE INDEX expert_applications_by_user ON expert_applications (user_id, id DESC);

CREATE TABLE expert_follows (
  follower_id bigint NOT NULL REFERENCES users (id),
  expert_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follower_id, expert_id)
);
CREATE INDEX expert_follows_by_expert ON expert_follows (expert_id);

-- One row: the bounds and prices operators set.
CREATE TABLE plan_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_price bigint NOT NULL,
  max_price bigint NOT NULL,
  first_order_discount_percent integer NOT NULL CHECK (first_order_discount_percent BETWEEN 0 AND 90),
  blind_box_price bigint NOT NULL CHECK (blind_box_price > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (0 <= min_price AND min_price <= max_price)
);

CREATE TABLE plan_remarks (
  id bigserial PRIMARY KEY,
  plan_id bigint NOT NULL UNIQUE REFERENCES plans (id),
  expert_id bigint NOT NULL REFERENCES users (id),
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX plan_remarks_newest ON plan_remarks (id DESC);
