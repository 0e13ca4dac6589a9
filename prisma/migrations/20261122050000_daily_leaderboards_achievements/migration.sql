-- Daily puzzles, leaderboards and achievements.

-- A game may have a deadline (moves refused after it; the game is then abandoned) and a seed
-- that stays secret until a given time even once finished (daily puzzles: until the day closes).
ALTER TABLE "game" ADD COLUMN "deadline" TIMESTAMPTZ(3);
ALTER TABLE "game" ADD COLUMN "seed_reveal_at" TIMESTAMPTZ(3);
ALTER TABLE "game" ADD COLUMN "daily_kind" TEXT;
ALTER TABLE "game" ADD COLUMN "daily_date" DATE;
ALTER TABLE "game" ADD COLUMN "ranked" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "game_deadline_idx" ON "game"("deadline") WHERE "deadline" IS NOT NULL AND "status" = 'ACTIVE';

-- Server-wide secrets generated on first start (e.g. the daily-puzzle HMAC key when not configured).
CREATE TABLE "server_secret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "server_secret_pkey" PRIMARY KEY ("name")
);

-- One ranked attempt per player per puzzle-day.
CREATE TABLE "daily_attempt" (
    "kind" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "player_id" UUID NOT NULL,
    "game_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "daily_attempt_pkey" PRIMARY KEY ("kind", "date", "player_id")
);
CREATE UNIQUE INDEX "daily_attempt_game_id_key" ON "daily_attempt"("game_id");
ALTER TABLE "daily_attempt" ADD CONSTRAINT "daily_attempt_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "daily_attempt" ADD CONSTRAINT "daily_attempt_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A daily board: one entry per player per puzzle-day, written with the game's final event.
CREATE TABLE "leaderboard_entry" (
    "kind" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "player_id" UUID NOT NULL,
    "game_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,
    -- Board order is score descending, then earlier finish, then player id: all ascending once the
    -- score is negated, so a keyset page is one row comparison that seeks in the index.
    "neg_score" INTEGER GENERATED ALWAYS AS (-"score") STORED,
    CONSTRAINT "leaderboard_entry_pkey" PRIMARY KEY ("kind", "date", "player_id")
);
CREATE INDEX "leaderboard_entry_board_idx" ON "leaderboard_entry"("kind", "date", "neg_score", "finished_at", "player_id");
CREATE INDEX "leaderboard_entry_player_idx" ON "leaderboard_entry"("player_id", "kind", "date" DESC);
ALTER TABLE "leaderboard_entry" ADD CONSTRAINT "leaderboard_entry_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leaderboard_entry" ADD CONSTRAINT "leaderboard_entry_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- How many entries of a daily board have each score: a rank is 1 + the entries above, summed
-- over at most a few hundred distinct scores instead of counted over a million rows.
CREATE TABLE "leaderboard_score_count" (
    "kind" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "score" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    CONSTRAINT "leaderboard_score_count_pkey" PRIMARY KEY ("kind", "date", "score")
);

-- The all-time board: each player's best ranked score per kind, with games played and their sum.
CREATE TABLE "leaderboard_best" (
    "kind" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "best_score" INTEGER NOT NULL,
    "best_game_id" UUID NOT NULL,
    "best_at" TIMESTAMPTZ(3) NOT NULL,
    "games" INTEGER NOT NULL,
    "total_score" BIGINT NOT NULL,
    "neg_best_score" INTEGER GENERATED ALWAYS AS (-"best_score") STORED,
    CONSTRAINT "leaderboard_best_pkey" PRIMARY KEY ("kind", "player_id")
);
CREATE INDEX "leaderboard_best_board_idx" ON "leaderboard_best"("kind", "neg_best_score", "best_at", "player_id");
ALTER TABLE "leaderboard_best" ADD CONSTRAINT "leaderboard_best_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Achievements earned (first time only) and the counters that span games.
CREATE TABLE "player_achievement" (
    "player_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "achievement_id" TEXT NOT NULL,
    "game_id" UUID NOT NULL,
    "unlocked_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "player_achievement_pkey" PRIMARY KEY ("player_id", "game", "achievement_id")
);
ALTER TABLE "player_achievement" ADD CONSTRAINT "player_achievement_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "player_counter" (
    "player_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "counter" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    CONSTRAINT "player_counter_pkey" PRIMARY KEY ("player_id", "game", "counter")
);
ALTER TABLE "player_counter" ADD CONSTRAINT "player_counter_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
