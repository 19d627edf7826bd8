-- Accounts, sign-in codes, sessions.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  -- E.164; cleared when a cancelled account is deleted.
  phone text UNIQUE,
  username text NOT NULL,
  signature text NOT NULL DEFAULT '',
  avatar_version integer NOT NULL DEFAULT 0,
  -- scrypt; null while the user has not set a password.
  password_hash text,
  roles text[] NOT NULL DEFAULT '{user}',
  banned boolean NOT NULL DEFAULT false,
  muted boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'deleted')),
  cancellation_requested_at timestamptz,
  invite_code text NOT NULL UNIQUE,
  invited_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (roles <@ ARRAY['user', 'streamer', 'expert', 'customer_service']::text[])
);

CREATE TABLE user_avatars (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per code sent. Only an HMAC of the code is kept.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'bind_phone')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  requested_from text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_by_phone ON verification_codes (phone, created_at DESC);
CREATE INDEX verification_codes_by_address ON verification_codes (requested_from, created_at DESC);

-- Failed password sign-ins, for the brute-force limit.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_by_phone ON sign_in_failures (phone, created_at DESC);
CREATE INDEX sign_in_failures_by_address ON sign_in_failures (address, created_at DESC);

-- Only a SHA-256 of each token is kept.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_by_user ON sessions (user_id);
