-- Editors' articles beside the match reports: a title, a cover, a sport, related matches and
-- teams, a body kept as sanitised HTML; draft, published or withdrawn. Editors are a role.
ALTER TABLE users DROP CONSTRAINT users_roles_check;
ALTER TABLE users ADD CONSTRAINT users_roles_check CHECK (roles <@ ARRAY['user', 'streamer', 'expert', 'customer_service', 'editor']::text[]);

ALTER TABLE articles DROP CONSTRAINT articles_kind_check;
ALTER TABLE articles ADD CONSTRAINT articles_kind_check CHECK (kind IN ('match_report', 'editorial'));
ALTER TABLE articles ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE articles ADD COLUMN title text NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN cover_url text;
ALTER TABLE articles ADD COLUMN body_html text NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN team_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE articles ADD COLUMN author_id bigint REFERENCES users (id);
ALTER TABLE articles ADD COLUMN updated_at timestamptz;
CREATE INDEX articles_by_team ON articles USING gin (team_ids);
