-- Imported sports data that stays true: a real match whose kick-off has passed without a known
-- result is 'result_unknown' (the engine never plays it); a competition may name how its tables
-- break ties; points deductions given beside an import; imported fixtures known by an identity
-- that no longer holds their date.

ALTER TABLE matches DROP CONSTRAINT matches_status_check;
ALTER TABLE matches ADD CONSTRAINT matches_status_check CHECK (status IN ('not_started', 'live', 'finished', 'result_unknown'));

-- fifa, uefa, league, league_h2h, wins (api/src/domains/sports/standings.ts); NULL: the default
-- for the sport and format.
ALTER TABLE competitions ADD COLUMN standings_rules text;

CREATE TABLE standings_deductions (
  id bigserial PRIMARY KEY,
  season_id bigint NOT NULL REFERENCES seasons (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  points integer NOT NULL CHECK (points > 0),
  reason text NOT NULL
);
CREATE INDEX standings_deductions_by_season ON standings_deductions (season_id);

-- Imported matches were known as competition:season:date:home:away, so a fixture that moved
-- became a second match. Now: competition:season:stage:home:away, the stage being the group,
-- else the round. Where two old rows would take one identity, the oldest takes it.
UPDATE matches target SET external_ref = renamed.external_ref
FROM (
  SELECT DISTINCT ON (next_ref) id, next_ref AS external_ref
  FROM (
    SELECT m.id, 'openfootball:' || c.name || ':' || s.name || ':' ||
        CASE WHEN m.group_name <> '' THEN m.group_name ELSE m.round_name END || ':' || ht.name || ':' || at.name AS next_ref
    FROM matches m
    JOIN seasons s ON s.id = m.season_id
    JOIN competitions c ON c.id = s.competition_id
    JOIN teams ht ON ht.id = m.home_team_id
    JOIN teams at ON at.id = m.away_team_id
    WHERE m.source = 'openfootball' AND m.external_ref ~ '^openfootball:.*:\d{4}-\d{2}-\d{2}:'
  ) legacy
  ORDER BY next_ref, id
) renamed
WHERE target.id = renamed.id AND NOT EXISTS (SELECT 1 FROM matches taken WHERE taken.external_ref = renamed.external_ref);
