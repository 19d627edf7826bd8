-- Programmes: lives a streamer schedules on coming matches, shown to fans in advance. Viewer
-- samples: how many watched a live, taken every half minute, for the streamer's data board.
CREATE TABLE live_programmes (
  id bigserial PRIMARY KEY,
  streamer_id bigint NOT NULL REFERENCES users (id),
  match_id bigint NOT NULL REFERENCES matches (id),
  title text NOT NULL,
  created_at timestamptz NOT NULL
);
-- One programme per streamer and match.
CREATE UNIQUE INDEX live_programmes_once ON live_programmes (streamer_id, match_id);
CREATE INDEX live_programmes_by_match ON live_programmes (match_id);

CREATE TABLE live_viewer_samples (
  live_id bigint NOT NULL REFERENCES lives (id),
  at timestamptz NOT NULL,
  viewers integer NOT NULL CHECK (viewers >= 0),
  PRIMARY KEY (live_id, at)
);
