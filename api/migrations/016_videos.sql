-- Video on demand: every push is recorded by the ingest (HLS with wall-clock stamps); a replay
-- is the part of a recording during one live, a highlight the seconds around one of the live
-- match's key events. Both are instants on a recording, cut into clips by the ingest.
CREATE TABLE recordings (
  id text PRIMARY KEY,
  streamer_id bigint NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  -- Null while the push goes on.
  ended_at timestamptz
);
CREATE INDEX recordings_by_streamer ON recordings (streamer_id, started_at DESC);
-- The recording of the push going on now.
ALTER TABLE streamer_channels ADD COLUMN recording_id text REFERENCES recordings (id);

CREATE TABLE videos (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('replay', 'highlight')),
  live_id bigint NOT NULL REFERENCES lives (id),
  recording_id text NOT NULL REFERENCES recordings (id),
  -- A highlight's replay.
  replay_id bigint REFERENCES videos (id),
  streamer_id bigint NOT NULL REFERENCES users (id),
  match_id bigint NOT NULL REFERENCES matches (id),
  sport text NOT NULL,
  title text NOT NULL DEFAULT '',
  -- A highlight's event.
  event_id bigint REFERENCES match_events (id),
  from_at timestamptz NOT NULL,
  to_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (to_at > from_at),
  CHECK ((kind = 'replay') = (replay_id IS NULL AND event_id IS NULL))
);
-- However many processes end a live at once, one replay per live and recording, one highlight per event.
CREATE UNIQUE INDEX videos_one_replay ON videos (live_id, recording_id) WHERE kind = 'replay';
CREATE UNIQUE INDEX videos_one_highlight ON videos (replay_id, event_id) WHERE kind = 'highlight';
CREATE INDEX videos_latest ON videos (id DESC);
CREATE INDEX videos_by_sport ON videos (sport, id DESC);
CREATE INDEX videos_by_match ON videos (match_id, id DESC);

-- Comments under videos too.
ALTER TABLE comments DROP CONSTRAINT comments_target_check;
ALTER TABLE comments ADD CONSTRAINT comments_target_check CHECK (target IN ('article', 'plan', 'remark', 'video'));
