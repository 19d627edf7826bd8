-- The sports world: competitions, seasons, teams, players, matches with their events, stats,
-- line-ups, odds and their movement, esports maps, injuries. Times are UTC.

CREATE TABLE competitions (
  id bigserial PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'basketball', 'esports')),
  -- Esports title (lol, cs2, dota2, valorant); the sport again for football and basketball.
  discipline text NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  country text NOT NULL DEFAULT '',
  format text NOT NULL CHECK (format IN ('league', 'cup', 'groups_knockout')),
  tier integer NOT NULL DEFAULT 2,
  source text NOT NULL DEFAULT 'engine',
  UNIQUE (sport, discipline, name)
);

CREATE TABLE seasons (
  id bigserial PRIMARY KEY,
  competition_id bigint NOT NULL REFERENCES competitions (id),
  name text NOT NULL,
  UNIQUE (competition_id, name)
);

CREATE TABLE teams (
  id bigserial PRIMARY KEY,
  sport text NOT NULL,
  discipline text NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  country text NOT NULL DEFAULT '',
  -- Strength used by the engine for play and odds, 0 to 100.
  rating integer NOT NULL DEFAULT 50,
  UNIQUE (sport, discipline, name)
);

CREATE TABLE players (
  id bigserial PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id),
  name text NOT NULL,
  position text NOT NULL,
  shirt_number integer,
  UNIQUE (team_id, name)
);
CREATE INDEX players_by_team ON players (team_id);

CREATE TABLE matches (
  id bigserial PRIMARY KEY,
  season_id bigint NOT NULL REFERENCES seasons (id),
  sport text NOT NULL,
  discipline text NOT NULL,
  home_team_id bigint NOT NULL REFERENCES teams (id),
  away_team_id bigint NOT NULL REFERENCES teams (id),
  starts_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'not_started' CHECK (status IN ('not_started', 'live', 'finished')),
  -- Football: first_half, half_time, second_half, extra_time, penalties; basketball: q1..q4,
  -- break, overtime; esports: map_<n>, between_maps; 'full_time' when finished.
  phase text NOT NULL DEFAULT 'scheduled',
  -- Game clock in seconds within the phase (football counts from kick-off: 2700 = 45').
  clock_seconds integer NOT NULL DEFAULT 0,
  stoppage_minutes integer NOT NULL DEFAULT 0,
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  -- Half, quarter or map scores, and shoot-out.
  period_scores jsonb NOT NULL DEFAULT '[]',
  penalty_home integer,
  penalty_away integer,
  winner_team_id bigint REFERENCES teams (id),
  round_name text NOT NULL DEFAULT '',
  group_name text NOT NULL DEFAULT '',
  -- Knockout: a draw is decided by extra time and penalties (football) or overtime.
  knockout boolean NOT NULL DEFAULT false,
  best_of integer,
  venue text NOT NULL DEFAULT '',
  hot boolean NOT NULL DEFAULT false,
  stats jsonb NOT NULL DEFAULT '{}',
  lineups jsonb NOT NULL DEFAULT '{}',
  -- Real fixtures replayed by the engine: their real goals at their real minutes.
  script jsonb,
  -- The engine's working state for a live match (cards, possession, the map in play), so a
  -- restarted engine carries on where it stopped.
  engine_state jsonb NOT NULL DEFAULT '{}',
  source text NOT NULL DEFAULT 'engine',
  external_ref text NOT NULL UNIQUE,
  event_seq integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (home_team_id <> away_team_id)
);
CREATE INDEX matches_by_start ON matches (starts_at);
CREATE INDEX matches_by_status ON matches (status, starts_at);
CREATE INDEX matches_by_season ON matches (season_id, starts_at);
CREATE INDEX matches_by_home ON matches (home_team_id, starts_at DESC);
CREATE INDEX matches_by_away ON matches (away_team_id, starts_at DESC);

CREATE TABLE match_events (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id),
  seq integer NOT NULL,
  type text NOT NULL,
  phase text NOT NULL,
  minute integer NOT NULL DEFAULT 0,
  stoppage integer NOT NULL DEFAULT 0,
  side text CHECK (side IN ('home', 'away')),
  player text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}',
  home_score integer NOT NULL,
  away_score integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (match_id, seq)
);

CREATE TABLE odds (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id),
  -- european (1X2 or 2-way), handicap, total_goals (total points / maps), rounds_over,
  -- first_to_rounds.
  market text NOT NULL,
  line numeric,
  home_price numeric(7, 2),
  draw_price numeric(7, 2),
  away_price numeric(7, 2),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'settled')),
  updated_at timestamptz NOT NULL,
  UNIQUE (match_id, market)
);

CREATE TABLE odds_history (
  id bigserial PRIMARY KEY,
  odds_id bigint NOT NULL REFERENCES odds (id),
  line numeric,
  home_price numeric(7, 2),
  draw_price numeric(7, 2),
  away_price numeric(7, 2),
  minute integer NOT NULL DEFAULT 0,
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX odds_history_by_odds ON odds_history (odds_id, id);

CREATE TABLE match_player_stats (
  match_id bigint NOT NULL REFERENCES matches (id),
  player_id bigint NOT NULL REFERENCES players (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  stats jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX match_player_stats_by_player ON match_player_stats (player_id);

CREATE TABLE esports_maps (
  match_id bigint NOT NULL REFERENCES matches (id),
  map_number integer NOT NULL,
  map_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('live', 'finished')),
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  home_kills integer NOT NULL DEFAULT 0,
  away_kills integer NOT NULL DEFAULT 0,
  duration_seconds integer NOT NULL DEFAULT 0,
  winner_team_id bigint REFERENCES teams (id),
  first_blood_team_id bigint REFERENCES teams (id),
  first_tower_team_id bigint REFERENCES teams (id),
  first_dragon_team_id bigint REFERENCES teams (id),
  baron_team_id bigint REFERENCES teams (id),
  overlord_team_id bigint REFERENCES teams (id),
  first_to_five_team_id bigint REFERENCES teams (id),
  first_to_ten_team_id bigint REFERENCES teams (id),
  -- Heroes (champions, agents) picked and banned by each side.
  picks jsonb NOT NULL DEFAULT '{}',
  bans jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (match_id, map_number)
);

CREATE TABLE injuries (
  id bigserial PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id),
  player_id bigint NOT NULL REFERENCES players (id),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('out', 'doubtful')),
  expected_return date,
  reported_at timestamptz NOT NULL,
  UNIQUE (player_id)
);

-- Leadership of the live engine among api processes: one plays the matches, holding a lease it
-- renews; if it stops, another takes over when the lease runs out.
CREATE TABLE engine_state (
  id integer PRIMARY KEY CHECK (id = 1),
  leader text,
  lease_until timestamptz,
  calendar_planned_at timestamptz
);
INSERT INTO engine_state (id) VALUES (1);
