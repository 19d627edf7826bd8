-- Crests and logos. Real crests are not ours to ship: the api draws a badge for every team from
-- its two colours (its kit's where the engine's catalogue knows them, else derived from its name;
-- written when the catalogue is synced, a season imported or a feed first names the team). NULL
-- colours (teams stored before this migration) are derived the same way when a badge is drawn.
-- A provider that gives a picture of a team or competition (API-Sports' logo, PandaScore's
-- image_url) has its https address kept; the api fetches it once and serves its own copy.
ALTER TABLE teams
  ADD COLUMN primary_colour text CHECK (primary_colour ~ '^#[0-9a-f]{6}$'),
  ADD COLUMN secondary_colour text CHECK (secondary_colour ~ '^#[0-9a-f]{6}$'),
  ADD COLUMN logo_url text CHECK (logo_url ~ '^https://');

ALTER TABLE competitions ADD COLUMN logo_url text CHECK (logo_url ~ '^https://');
