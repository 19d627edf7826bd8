-- Streamer applications: 18 or over, a bound phone, the conduct rules accepted; customer service
-- approves (the user becomes a streamer) or fails with a reason.
CREATE TABLE streamer_applications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  birth_date date NOT NULL,
  rules_accepted_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by bigint REFERENCES users (id)
);
-- One application under review per user.
CREATE UNIQUE INDEX streamer_applications_one_pending ON streamer_applications (user_id) WHERE status = 'pending';
CREATE INDEX streamer_applications_by_user ON streamer_applications (user_id, id DESC);
