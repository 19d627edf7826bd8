-- Uploaded images' bytes move to the object store (rows uploaded before keep theirs here), and
-- recordings past their retention are trimmed to what kept videos play, or purged.
ALTER TABLE media ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE recordings ADD COLUMN trimmed_at timestamptz;
ALTER TABLE recordings ADD COLUMN purged_at timestamptz;
CREATE INDEX recordings_to_sweep ON recordings (ended_at) WHERE purged_at IS NULL AND trimmed_at IS NULL;
CREATE INDEX media_by_age ON media (created_at);
