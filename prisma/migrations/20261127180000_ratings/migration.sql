-- Ratings (issue 33): a skill rating per player per game, updated from the final ranking of every
-- rated game in the transaction of its end (src/ratings/rating-model.ts documents the model).

-- A rated game: its ranking updates every seat's rating. Never with a client's seed (it could be
-- chosen to favour one seat), as ranked daily games.
ALTER TABLE "game" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "game" ADD CONSTRAINT "game_rated_seed_check" CHECK (NOT "rated" OR "seed_source" <> 'client');
-- The order rated games were applied in, drawn once the game's seats' ratings are locked: two games
-- with a player in common get their numbers in the order they updated that player, so replaying by
-- it (ratings:rebuild) reproduces the ratings exactly; games with no player in common commute.
CREATE SEQUENCE "game_rating_seq";
ALTER TABLE "game" ADD COLUMN "rating_seq" BIGINT;
CREATE UNIQUE INDEX "game_rating_seq_key" ON "game"("rating_seq");

-- A bot policy is a rated identity too (a fixed anchor on the ladder): a player row without keys,
-- named after its pinned policy ('greedy@1'), created when its first rated game ends.
ALTER TABLE "player" ADD COLUMN "bot" TEXT;
CREATE UNIQUE INDEX "player_bot_key" ON "player"("bot");

-- One row per player per game. `score` is the board's order: round(100 × ordinal), ordinal being the
-- conservative mu − 3·sigma; equal scores go to whoever reached theirs first. `tie_break` is always 0:
-- the second key of every board's order, so rating boards share the leaderboards' keyset pages,
-- around-me and jump-to-rank statements (src/leaderboard/board.repository.ts).
CREATE TABLE "rating" (
    "game" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "score" INTEGER NOT NULL,
    "games" INTEGER NOT NULL,
    "provisional" BOOLEAN NOT NULL,
    "last_delta" INTEGER NOT NULL,
    "last_game_id" UUID NOT NULL,
    "reached_at" TIMESTAMPTZ(3) NOT NULL,
    "neg_score" INTEGER GENERATED ALWAYS AS (-"score") STORED,
    "tie_break" INTEGER GENERATED ALWAYS AS (0) STORED,
    CONSTRAINT "rating_pkey" PRIMARY KEY ("game", "player_id")
);
ALTER TABLE "rating" ADD CONSTRAINT "rating_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The boards' keyset pages seek in this order (provisional players on a board of their own).
CREATE INDEX "rating_board_idx" ON "rating"("game", "provisional", "neg_score", "tie_break", "reached_at", "player_id");
CREATE INDEX "rating_player_idx" ON "rating"("player_id");

-- Players per (score, tie_break) of a board, so a rank is a sum over these rows (as leaderboard_*_count).
CREATE TABLE "rating_count" (
    "game" TEXT NOT NULL,
    "provisional" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,
    "tie_break" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    CONSTRAINT "rating_count_pkey" PRIMARY KEY ("game", "provisional", "score", "tie_break")
);

-- What each rated game did to each seat's rating: the history (a chart) and the game's before/after.
CREATE TABLE "rating_change" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "mu_before" DOUBLE PRECISION NOT NULL,
    "sigma_before" DOUBLE PRECISION NOT NULL,
    "score_before" INTEGER NOT NULL,
    "mu_after" DOUBLE PRECISION NOT NULL,
    "sigma_after" DOUBLE PRECISION NOT NULL,
    "score_after" INTEGER NOT NULL,
    "games_after" INTEGER NOT NULL,
    "provisional_after" BOOLEAN NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rating_change_pkey" PRIMARY KEY ("game_id", "seat")
);
ALTER TABLE "rating_change" ADD CONSTRAINT "rating_change_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "rating_change" ADD CONSTRAINT "rating_change_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "rating_change_player_idx" ON "rating_change"("player_id", "game", "finished_at", "game_id");
