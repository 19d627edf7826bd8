-- What a provider sends is known by the provider's id, never by its name (issue 46): on one day
-- API-Football lists seventeen "Premier League"s and nine "Cup"s, and clubs of one name play in
-- several countries. A row a provider brought is marked with its origin (`<provider>:<id>`), so
-- names are unique only among rows of one origin (the engine's catalogue and imports keep '').
ALTER TABLE competitions ADD COLUMN origin text NOT NULL DEFAULT '';
ALTER TABLE competitions DROP CONSTRAINT competitions_sport_discipline_name_key;
ALTER TABLE competitions ADD CONSTRAINT competitions_name_per_origin UNIQUE (sport, discipline, name, origin);

ALTER TABLE teams ADD COLUMN origin text NOT NULL DEFAULT '';
ALTER TABLE teams DROP CONSTRAINT teams_sport_discipline_name_key;
ALTER TABLE teams ADD CONSTRAINT teams_name_per_origin UNIQUE (sport, discipline, name, origin);

ALTER TABLE players ADD COLUMN origin text NOT NULL DEFAULT '';
ALTER TABLE players DROP CONSTRAINT players_team_id_name_key;
ALTER TABLE players ADD CONSTRAINT players_name_per_origin UNIQUE (team_id, name, origin);

-- A provider's season (a league's year) is one row whatever the site calls it: its label follows
-- how the league runs (`2024` for a calendar year, `2023/24` across two).
ALTER TABLE provider_refs DROP CONSTRAINT provider_refs_kind_check;
ALTER TABLE provider_refs ADD CONSTRAINT provider_refs_kind_check CHECK (kind IN ('competition', 'team', 'player', 'match', 'season'));

-- What a provider's live websockets have told about the game in play (PandaScore's frames and
-- events: kills, objectives, firsts, rounds), so a restarted process or one taking the lease over
-- carries on from it and asks for the events it missed instead of starting the game afresh.
CREATE TABLE feed_live_games (
  provider text NOT NULL,
  match_provider_id text NOT NULL,
  game_id bigint NOT NULL,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (provider, match_provider_id)
);

-- A deduction read from a provider's table (its points against its wins and draws) is the
-- provider's, replaced when the provider's table changes; an import's are its own.
ALTER TABLE standings_deductions ADD COLUMN source text NOT NULL DEFAULT 'import';

-- How a feed knows a stored event again in the provider's next answer (its digest, its player's
-- id), kept beside the event rather than in the detail fans read.
ALTER TABLE match_events ADD COLUMN feed_facts jsonb;
UPDATE match_events SET feed_facts = jsonb_build_object('digest', detail->>'feedDigest', 'playerId', NULL), detail = detail - 'feedDigest'
WHERE detail ? 'feedDigest';
