-- Seeds mixed from every seat (issue 16.2, docs/fairness.md "Seat entropy"): a `mixed` game's
-- server part (committed as sha256 in GameCreated, secret until the game is finished) and each
-- person's optional entropy; the seed itself is fixed from them when the game starts.
ALTER TABLE game ADD COLUMN server_seed text;
ALTER TABLE game_seat ADD COLUMN entropy text;

ALTER TABLE game DROP CONSTRAINT game_seed_source_known;
ALTER TABLE game ADD CONSTRAINT game_seed_source_known CHECK (seed_source IN ('server', 'client', 'daily', 'mixed'));
-- A mixed game has a server part, and no other game has one.
ALTER TABLE game ADD CONSTRAINT game_mixed_has_server_seed CHECK ((seed_source = 'mixed') = (server_seed IS NOT NULL));
-- Bounded and of a safe alphabet whatever the code does (the API refuses anything else first).
ALTER TABLE game_seat ADD CONSTRAINT game_seat_entropy_shape CHECK (entropy ~ '^[A-Za-z0-9_-]{1,128}$');
