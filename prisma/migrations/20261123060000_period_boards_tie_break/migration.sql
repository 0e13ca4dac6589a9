-- Boards like the best services (issue 16.5) and the Orléans tie-break on daily boards (issue 14).
--
-- Every board now ranks on (score, tie_break), both higher first: tie_break is the rulebook's
-- tie-break as one integer (Orléans: the development step), 0 for games without one. Equal
-- (score, tie_break) share a rank; the earlier finish is listed first, then the player id.

-- Daily boards: the tie-break beside the score, in the board order and in the per-score counts.
ALTER TABLE "leaderboard_entry" ADD COLUMN "tie_break" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "leaderboard_entry" ADD COLUMN "neg_tie_break" INTEGER GENERATED ALWAYS AS (-"tie_break") STORED;
DROP INDEX "leaderboard_entry_board_idx";
CREATE INDEX "leaderboard_entry_board_idx" ON "leaderboard_entry"("kind", "date", "neg_score", "neg_tie_break", "finished_at", "player_id");

ALTER TABLE "leaderboard_score_count" ADD COLUMN "tie_break" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "leaderboard_score_count" DROP CONSTRAINT "leaderboard_score_count_pkey";
ALTER TABLE "leaderboard_score_count" ADD CONSTRAINT "leaderboard_score_count_pkey" PRIMARY KEY ("kind", "date", "score", "tie_break");

-- The all-time board: the best is the highest (score, tie_break); ranks from per-key counts.
ALTER TABLE "leaderboard_best" ADD COLUMN "best_tie_break" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "leaderboard_best" ADD COLUMN "neg_best_tie_break" INTEGER GENERATED ALWAYS AS (-"best_tie_break") STORED;
DROP INDEX "leaderboard_best_board_idx";
CREATE INDEX "leaderboard_best_board_idx" ON "leaderboard_best"("kind", "neg_best_score", "neg_best_tie_break", "best_at", "player_id");

CREATE TABLE "leaderboard_best_count" (
    "kind" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "tie_break" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    CONSTRAINT "leaderboard_best_count_pkey" PRIMARY KEY ("kind", "score", "tie_break")
);
INSERT INTO "leaderboard_best_count" ("kind", "score", "tie_break", "entries")
SELECT "kind", "best_score", "best_tie_break", count(*) FROM "leaderboard_best" GROUP BY 1, 2, 3;

-- Weekly and monthly boards: per player and period (an ISO week '2026-W48' or a calendar month
-- '2026-11', of the puzzle-day, UTC), the sum of the player's ranked daily scores and tie-breaks,
-- the days played and when the total was last raised. Written with each daily entry.
CREATE TABLE "leaderboard_period_entry" (
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "tie_break" INTEGER NOT NULL,
    "days" INTEGER NOT NULL,
    "reached_at" TIMESTAMPTZ(3) NOT NULL,
    "neg_score" INTEGER GENERATED ALWAYS AS (-"score") STORED,
    "neg_tie_break" INTEGER GENERATED ALWAYS AS (-"tie_break") STORED,
    CONSTRAINT "leaderboard_period_entry_pkey" PRIMARY KEY ("kind", "period", "player_id")
);
CREATE INDEX "leaderboard_period_entry_board_idx" ON "leaderboard_period_entry"("kind", "period", "neg_score", "neg_tie_break", "reached_at", "player_id");
ALTER TABLE "leaderboard_period_entry" ADD CONSTRAINT "leaderboard_period_entry_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "leaderboard_period_count" (
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "tie_break" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    CONSTRAINT "leaderboard_period_count_pkey" PRIMARY KEY ("kind", "period", "score", "tie_break")
);

-- The periods of the entries already on the boards.
INSERT INTO "leaderboard_period_entry" ("kind", "period", "player_id", "score", "tie_break", "days", "reached_at")
SELECT "kind", p."period", "player_id", sum("score"), sum("tie_break"), count(*), max("finished_at")
  FROM "leaderboard_entry",
       LATERAL (VALUES (to_char("date", 'IYYY-"W"IW')), (to_char("date", 'YYYY-MM'))) AS p("period")
 GROUP BY 1, 2, 3;
INSERT INTO "leaderboard_period_count" ("kind", "period", "score", "tie_break", "entries")
SELECT "kind", "period", "score", "tie_break", count(*) FROM "leaderboard_period_entry" GROUP BY 1, 2, 3, 4;
