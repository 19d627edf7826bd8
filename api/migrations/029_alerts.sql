-- Match alerts by Web Push (api/src/domains/alerts): the browsers a fan gets alerts on, the fan's
-- choices, one row per alert sent (so an event alerts a fan once, however many api processes or
-- sweeps see it), how far the notifier has read the match events, and development's VAPID keys.

-- A browser's push subscription. It belongs to the session that made it: a browser signed out
-- (or whose session ended) stops getting that fan's alerts.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  -- The site's language when the browser subscribed (the `lan` header): the alerts' language.
  language text,
  created_at timestamptz NOT NULL,
  last_success_at timestamptz,
  -- Failures since the last success (404 and 410 delete the row instead).
  failure_count integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session_id);

-- A fan's choices; no row: every kind, no quiet hours (DEFAULT_ALERT_PREFERENCES).
CREATE TABLE alert_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kinds text[] NOT NULL CHECK (kinds <@ ARRAY['goal', 'red_card', 'kick_off', 'half_time', 'full_time']::text[]),
  muted_from text CHECK (muted_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  muted_to text CHECK (muted_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((muted_from IS NULL) = (muted_to IS NULL))
);

-- One alert per fan and match event. The event is named by the provider's key when it has one (a
-- scorer the provider corrects is a new row of match_events but the same goal) and by its
-- sequence number otherwise; not by match_events.id, whose rows a correction deletes.
CREATE TABLE alert_deliveries (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  match_id bigint NOT NULL,
  event_key text NOT NULL,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, match_id, event_key)
);
-- Old rows are pruned: an event older than the notifier's window never alerts again anyway.
CREATE INDEX alert_deliveries_by_time ON alert_deliveries (sent_at);

-- How far the notifier has read: every match event up to last_event_id is handled. held_since:
-- when it first waited at a hole in the ids below one it read (an insert not yet committed).
CREATE TABLE alert_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_event_id bigint NOT NULL,
  held_since timestamptz
);
-- From now on: the events already stored never alert.
INSERT INTO alert_cursor (last_event_id) SELECT coalesce(max(id), 0) FROM match_events;

-- Development's VAPID key pair, made once by whichever api process needs it first, so every
-- process signs with the same one (production's come from the settings).
CREATE TABLE alert_vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The fans who follow a match: by its teams, its competition or itself (the primary key starts
-- with the user, which this lookup does not know).
CREATE INDEX favourites_by_target ON favourites (kind, target_id);
