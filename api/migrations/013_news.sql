-- News: articles; a match report is written once per finished match (its facts, written out in
-- the reader's language from templates when read).
CREATE TABLE articles (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('match_report')),
  sport text NOT NULL,
  match_id bigint REFERENCES matches (id),
  facts jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'withdrawn')),
  published_at timestamptz NOT NULL
);
-- One report per match, however many processes write reports at once.
CREATE UNIQUE INDEX articles_one_report ON articles (match_id) WHERE kind = 'match_report';
CREATE INDEX articles_latest ON articles (status, published_at DESC);
CREATE INDEX articles_by_sport ON articles (sport, published_at DESC);
