-- What the match's own data said when a plan was published (form, meetings, odds movement,
-- injuries, the market's price): kept with the plan, worded by the site in the reader's language.
ALTER TABLE plans ADD COLUMN reasons jsonb NOT NULL DEFAULT '[]'::jsonb;
