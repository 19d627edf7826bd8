-- Feedback from visitors and users, read by customer service.

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  -- Null for a visitor.
  user_id bigint REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('bug', 'suggestion', 'content', 'account', 'other')),
  content text NOT NULL,
  contact text NOT NULL DEFAULT '',
  -- The client address, for the per-address limit.
  submitted_from text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_by_address ON feedback (submitted_from, created_at DESC);
CREATE INDEX feedback_by_time ON feedback (created_at DESC);
