-- Operators: staff who run the site's releases (the console's field data). A role like the
-- others, given by customer service; the check lists every role the site knows (ROLES in
-- shared/src/api/types.ts).
ALTER TABLE users DROP CONSTRAINT users_roles_check;
ALTER TABLE users ADD CONSTRAINT users_roles_check CHECK (roles <@ ARRAY['user', 'streamer', 'expert', 'customer_service', 'editor', 'operator']::text[]);
