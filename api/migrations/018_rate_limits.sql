-- The events the rate limits count (api/src/limits/rateLimits.ts): a code sent to a phone, a
-- wrong password from an address, a chat message of a member in a live… one row each, under its
-- counter and key. The limiter prunes what no rule can count any more.
CREATE TABLE rate_limit_events (
  counter text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_by_key ON rate_limit_events (counter, key, at DESC);
CREATE INDEX rate_limit_events_by_age ON rate_limit_events (at);

-- The limits were counted from the rows below until now: their recent events carry over, so no
-- limit restarts with the upgrade (counters and keys as rateLimits.ts and its callers name them).
INSERT INTO rate_limit_events (counter, key, at)
SELECT 'codeToPhone', phone, created_at FROM verification_codes WHERE created_at > now() - interval '1 day'
UNION ALL
SELECT 'codeFromAddress', requested_from, created_at FROM verification_codes WHERE created_at > now() - interval '1 day'
UNION ALL
SELECT 'passwordFailureOfPhone', phone, created_at FROM sign_in_failures WHERE created_at > now() - interval '15 minutes'
UNION ALL
SELECT 'passwordFailureFromAddress', address, created_at FROM sign_in_failures WHERE created_at > now() - interval '15 minutes'
UNION ALL
SELECT 'feedbackFromAddress', submitted_from, created_at FROM feedback WHERE created_at > now() - interval '1 hour'
UNION ALL
SELECT 'commentOfMember', user_id::text, created_at FROM comments WHERE created_at > now() - interval '1 minute'
UNION ALL
SELECT 'chatMessageOfMemberInLive', live_id || ':' || user_id, created_at FROM chat_messages WHERE NOT staff AND created_at > now() - interval '1 minute';

-- Kept only for the password limit, which counts its own events now.
DROP TABLE sign_in_failures;
