-- Favourites: the matches, teams and competitions a user starred. One row per star; starring
-- twice is the same row. The target is checked by the api (it names a row of matches, teams or
-- competitions by kind); the per-user cap (FAVOURITES_LIMIT, 500) is applied by the api too.

CREATE TABLE favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('match', 'team', 'competition')),
  target_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, target_id)
);
-- A user's list, newest first.
CREATE INDEX favourites_by_user_time ON favourites (user_id, created_at DESC);
