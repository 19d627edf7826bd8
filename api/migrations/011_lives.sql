-- Live rooms: a streamer's channel (live code, push state as the ingest servers vouch for it,
-- room settings), the lives, the chat, follows, reports, sanctions with durations, and the
-- customer-service audit log.
CREATE TABLE streamer_channels (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  live_code text NOT NULL UNIQUE,
  -- The public name of the HLS output: never the live code, which is secret.
  stream_id text NOT NULL UNIQUE,
  slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds >= 0),
  push_started_at timestamptz,
  -- The last time an ingest server said the push goes on; null when it stopped.
  push_seen_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE lives (
  id bigserial PRIMARY KEY,
  streamer_id bigint NOT NULL REFERENCES users (id),
  match_id bigint NOT NULL REFERENCES matches (id),
  title text NOT NULL,
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'ended')),
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('streamer', 'banned')),
  peak_viewers integer NOT NULL DEFAULT 0
);
-- One live in progress per streamer.
CREATE UNIQUE INDEX lives_one_open ON lives (streamer_id) WHERE status = 'live';
CREATE INDEX lives_by_match ON lives (match_id) WHERE status = 'live';

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  live_id bigint NOT NULL REFERENCES lives (id),
  user_id bigint NOT NULL REFERENCES users (id),
  text text NOT NULL,
  staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by bigint REFERENCES users (id)
);
CREATE INDEX chat_messages_by_live ON chat_messages (live_id, id DESC);
CREATE INDEX chat_messages_by_author ON chat_messages (user_id, live_id, created_at DESC);

CREATE TABLE streamer_follows (
  user_id bigint NOT NULL REFERENCES users (id),
  streamer_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, streamer_id)
);
CREATE INDEX streamer_follows_by_streamer ON streamer_follows (streamer_id);

CREATE TABLE reports (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('chat_message', 'streamer')),
  -- The chat message's id, or the reported streamer's user id.
  target_id bigint NOT NULL,
  target_user_id bigint NOT NULL REFERENCES users (id),
  room_id bigint REFERENCES users (id),
  reporter_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled', 'dismissed')),
  created_at timestamptz NOT NULL,
  handled_at timestamptz,
  handled_by bigint REFERENCES users (id)
);
-- One report per reporter and thing: reporting twice changes nothing.
CREATE UNIQUE INDEX reports_once ON reports (kind, target_id, reporter_id);
CREATE INDEX reports_open ON reports (status, id DESC);

-- Mutes (everywhere, or in one streamer's room), bans and broadcast bans with a reason and an end.
CREATE TABLE sanctions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('mute', 'ban', 'broadcast_ban')),
  room_id bigint REFERENCES users (id),
  reason text NOT NULL,
  until timestamptz,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX sanctions_by_user ON sanctions (user_id, kind);

CREATE TABLE ops_audit (
  id bigserial PRIMARY KEY,
  actor_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target_user_id bigint REFERENCES users (id),
  reason text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX ops_audit_recent ON ops_audit (id DESC);
