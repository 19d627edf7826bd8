-- Field data (api/src/domains/rum): what fans' browsers report about each page (shared/src/api/rum.ts).
-- Kept raw for RUM_LIMITS.rawRetentionHours (a day), and rolled up per minute, remote and version
-- for as long as the release console and the canary judge need the figures. Nothing of who sent
-- a beacon is stored: no address, token or user.

-- Raw events, for looking into a bad minute (an error's message); pruned after a day.
CREATE TABLE rum_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  release integer NOT NULL,
  device text NOT NULL,
  language text NOT NULL,
  sample_rate real NOT NULL,
  kind text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  metric text,
  value double precision,
  message text
);
CREATE INDEX rum_events_by_time ON rum_events (received_at);

-- Counts per minute, remote and version, each event counted 1/sample_rate times (a 10% sample
-- counts a view ten times). Stored as double precision, not integers: at a rate of 0.3 a view
-- counts 3.33, and rounding each beacon's share would bias the counts by up to a tenth; a double
-- keeps sums of millions of such shares to far better than one view.
CREATE TABLE rum_minutes (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  views double precision NOT NULL DEFAULT 0,
  errors double precision NOT NULL DEFAULT 0,
  crashes double precision NOT NULL DEFAULT 0,
  fallbacks double precision NOT NULL DEFAULT 0,
  chunk_failures double precision NOT NULL DEFAULT 0,
  -- Events received, not scaled (how much the scaled counts rest on).
  samples integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);
-- The console reads every remote's last minutes.
CREATE INDEX rum_minutes_by_minute ON rum_minutes (minute);

-- Each vital's histogram per minute, remote and version: samples (not scaled: a percentile is of
-- the pages measured) per log-spaced bucket. Bucket b holds the values v with
-- floor(ln(v * scale + 1) / ln(1.05)) = b, scale 1000 for CLS and 1 for the rest (milliseconds):
-- buckets 5% wide, so a p75 over any span is read from the summed buckets to within one bucket.
-- 2 minutes (RUM_MAX_VITAL_MS) is bucket 239.
CREATE TABLE rum_vital_minutes (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  bucket smallint NOT NULL CHECK (bucket >= 0),
  samples integer NOT NULL,
  PRIMARY KEY (remote, version, metric, minute, bucket)
);
CREATE INDEX rum_vital_minutes_by_minute ON rum_vital_minutes (minute);

-- Beacons not stored, per minute: malformed (not JSON, not the contract, too large) or refused as
-- a flood from one address (RUM_LIMITS.beaconsPerAddressPerMinute).
CREATE TABLE rum_dropped (
  minute timestamptz NOT NULL,
  reason text NOT NULL CHECK (reason IN ('malformed', 'flooded')),
  beacons integer NOT NULL,
  PRIMARY KEY (minute, reason)
);
