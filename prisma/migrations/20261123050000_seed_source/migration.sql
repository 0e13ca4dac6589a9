-- Where a game's seed came from (issue 16.2): the server's CSPRNG, a client's choice, or a daily
-- puzzle's derivation. A seed a client chose could have been picked for its dice, so such a game
-- can never be ranked: the database refuses it whatever the code does.
ALTER TABLE game ADD COLUMN seed_source text NOT NULL DEFAULT 'server';

-- Games created before this column: daily games have daily seeds; the server's own seeds are 24
-- CSPRNG bytes in base64url (32 characters), so any other seed of a non-daily game was a client's.
UPDATE game SET seed_source = 'daily' WHERE daily_kind IS NOT NULL;
UPDATE game SET seed_source = 'client' WHERE daily_kind IS NULL AND seed !~ '^[A-Za-z0-9_-]{32}$';

ALTER TABLE game ADD CONSTRAINT game_seed_source_known CHECK (seed_source IN ('server', 'client', 'daily'));
ALTER TABLE game ADD CONSTRAINT game_client_seed_never_ranked CHECK (NOT (ranked AND seed_source = 'client'));
