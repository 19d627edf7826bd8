-- The site search: trigram indexes (pg_trgm) on the names it looks in, so a misspelt name
-- ("Totenham") and a part of one ("hotspur") are found without reading whole tables. GIN
-- trigram indexes serve ILIKE '%…%' and the word-similarity operator (`<%`) alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX teams_name_trgm ON teams USING gin (name gin_trgm_ops);
CREATE INDEX teams_short_name_trgm ON teams USING gin (short_name gin_trgm_ops);
CREATE INDEX competitions_name_trgm ON competitions USING gin (name gin_trgm_ops);
CREATE INDEX competitions_short_name_trgm ON competitions USING gin (short_name gin_trgm_ops);
CREATE INDEX players_name_trgm ON players USING gin (name gin_trgm_ops);
-- Only streamers and experts are searched among users: the index holds them alone.
CREATE INDEX users_public_name_trgm ON users USING gin (username gin_trgm_ops) WHERE 'streamer' = ANY (roles) OR 'expert' = ANY (roles);
-- Match reports have no stored title (they are written in the reader's language): editors' articles only.
CREATE INDEX articles_title_trgm ON articles USING gin (title gin_trgm_ops) WHERE kind = 'editorial' AND status = 'published';
