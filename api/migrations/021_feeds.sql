-- Providers' feeds (api/src/domains/sports/feeds): their ids beside ours, the requests each has
-- used per day against its plan's quota, which api process polls each one, and on matches and
-- events what a feed last said (so a second copy of the same answer changes nothing).

CREATE TABLE provider_refs (
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('competition', 'team', 'player', 'match')),
  provider_id text NOT NULL,
  local_id bigint NOT NULL,
  PRIMARY KEY (provider, kind, provider_id)
);
CREATE INDEX provider_refs_by_local ON provider_refs (kind, local_id);

-- Requests made per provider and UTC day, counted before each request is sent.
CREATE TABLE feed_usage (
  provider text NOT NULL,
  day date NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider, day)
);

-- One api process polls a provider at a time (as engine_state does for the engine).
CREATE TABLE feed_leases (
  provider text PRIMARY KEY,
  leader text,
  lease_until timestamptz
);

-- A digest of the provider's last answer about the match: the same answer again is not written.
ALTER TABLE matches ADD COLUMN feed_digest text;
-- Set while the match's provider has stopped answering during play: the site says the score may be behind.
ALTER TABLE matches ADD COLUMN delayed_since timestamptz;

-- The provider's name for an event (the same goal in every answer), so a copy is not added twice
-- and an event the provider takes back is found.
ALTER TABLE match_events ADD COLUMN feed_key text;
CREATE UNIQUE INDEX match_events_by_feed_key ON match_events (match_id, feed_key) WHERE feed_key IS NOT NULL;
