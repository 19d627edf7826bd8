-- Comments on articles, plans and remarks: one level of replies, likes once per member, and
-- reports that reach customer service like chat reports do.
CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  target text NOT NULL CHECK (target IN ('article', 'plan', 'remark')),
  target_id bigint NOT NULL,
  parent_id bigint REFERENCES comments (id),
  user_id bigint NOT NULL REFERENCES users (id),
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  likes integer NOT NULL DEFAULT 0,
  replies integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  deleted_by bigint REFERENCES users (id)
);
-- A thread's top-level comments, newest first, by keyset; a comment's replies, oldest first.
CREATE INDEX comments_thread ON comments (target, target_id, id DESC) WHERE parent_id IS NULL AND deleted_at IS NULL;
CREATE INDEX comments_replies ON comments (parent_id, id) WHERE deleted_at IS NULL;
CREATE INDEX comments_by_author ON comments (user_id, id DESC);

CREATE TABLE comment_likes (
  comment_id bigint NOT NULL REFERENCES comments (id),
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

ALTER TABLE reports DROP CONSTRAINT reports_kind_check;
ALTER TABLE reports ADD CONSTRAINT reports_kind_check CHECK (kind IN ('chat_message', 'streamer', 'comment'));
