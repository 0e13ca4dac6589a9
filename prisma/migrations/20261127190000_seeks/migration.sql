-- Matchmaking (issue 33): a pool of seeks. A seek asks for a game (type, options, clock, rated) with
-- a number of players and, optionally, a rating range; when enough compatible seeks exist the game
-- is created and every seek in it is MATCHED with its id, in one transaction (src/seeks).
CREATE TABLE "seek" (
    "id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    -- The options with the game's defaults filled in; `pool` is the key seeks must share to match:
    -- game, options (canonical JSON), clock and rated flag.
    "options" JSONB NOT NULL,
    "time_control" JSONB,
    "rated" BOOLEAN NOT NULL,
    "pool" TEXT NOT NULL,
    "min_players" INTEGER NOT NULL,
    "max_players" INTEGER NOT NULL,
    -- The seeker's rating in the game when it asked (a new player: 0), and the range of others'
    -- ratings it accepts (null: no bound), widened by `widen_per_minute` for each minute it waits.
    "rating" DOUBLE PRECISION NOT NULL,
    "rating_min" DOUBLE PRECISION,
    "rating_max" DOUBLE PRECISION,
    "widen_per_minute" DOUBLE PRECISION NOT NULL DEFAULT 0,
    -- OPEN, MATCHED (game_id set), CANCELLED (deleted by its player) or EXPIRED.
    "status" TEXT NOT NULL DEFAULT 'OPEN',
    "game_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    CONSTRAINT "seek_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seek_status_check" CHECK ("status" IN ('OPEN', 'MATCHED', 'CANCELLED', 'EXPIRED')),
    CONSTRAINT "seek_matched_check" CHECK (("status" = 'MATCHED') = ("game_id" IS NOT NULL))
);
ALTER TABLE "seek" ADD CONSTRAINT "seek_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "seek" ADD CONSTRAINT "seek_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- One open seek per player and game: the database refuses a second (409 ALREADY_SEEKING).
CREATE UNIQUE INDEX "seek_open_player_game_key" ON "seek"("player_id", "game") WHERE "status" = 'OPEN';
-- The open seeks of a pool, oldest first (matching), and the lobby, newest first.
CREATE INDEX "seek_open_pool_idx" ON "seek"("pool", "created_at", "id") WHERE "status" = 'OPEN';
CREATE INDEX "seek_open_created_idx" ON "seek"("created_at", "id") WHERE "status" = 'OPEN';
CREATE INDEX "seek_game_id_idx" ON "seek"("game_id");
CREATE INDEX "seek_player_id_idx" ON "seek"("player_id", "created_at");
