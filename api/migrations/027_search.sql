-- The site search: trigram indexes (pg_trgm) on the names it looks in, so a misspelt name
-- ("Totenham") and a part of one ("hotspur") are found without reading whole tables. GIN
-- trigram indexes serve ILIKE '%…%' and the word-similarity operator (`<%`) alike.
-- The extension is one per database, whatever schema a connection uses (an installation on a
-- schema of its own per api, the tests' schemas): it is kept in `public` and named there, so its
-- operator classes and functions are found from any search_path.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
DO $$
BEGIN
  IF (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm') <> 'public' THEN
    ALTER EXTENSION pg_trgm SET SCHEMA public;
  END IF;
END
$$;

CREATE INDEX teams_name_trgm ON teams USING gin (name public.gin_trgm_ops);
CREATE INDEX teams_short_name_trgm ON teams USING gin (short_name public.gin_trgm_ops);
CREATE INDEX competitions_name_trgm ON competitions USING gin (name public.gin_trgm_ops);
CREATE INDEX competitions_short_name_trgm ON competitions USING gin (short_name public.gin_trgm_ops);
CREATE INDEX players_name_trgm ON players USING gin (name public.gin_trgm_ops);
-- Only streamers and experts are searched among users: the index holds them alone.
CREATE INDEX users_public_name_trgm ON users USING gin (username public.gin_trgm_ops) WHERE 'streamer' = ANY (roles) OR 'expert' = ANY (roles);
-- Match reports have no stored title (they are written in the reader's language): editors' articles only.
CREATE INDEX articles_title_trgm ON articles USING gin (title public.gin_trgm_ops) WHERE kind = 'editorial' AND status = 'published';
