-- Images the staff upload for articles (covers and pictures in a body), kept in the database so
-- every api process serves them and no file system or image host is needed. The id is random
-- (an unpublished draft's image cannot be found by counting); the bytes never change.
CREATE TABLE media (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploaded_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX media_by_uploader ON media (uploaded_by, created_at DESC);
