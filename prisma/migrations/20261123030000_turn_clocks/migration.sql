-- Turn clocks (docs/api.md, "Clocks"). A game created with a time control keeps its clocks on its
-- own row, so the move that spends time and the clock it updates commit together.
-- time_control: {"moveSeconds", "bankSeconds"}, null for an untimed game.
-- clock: per seat {"bankMs", "since", "timeouts"}; null until the first move (every bank full,
--   every seat's turn counted from started_at).
-- clock_deadline: when the first acting seat runs out; null when untimed, not started, or over.
-- clock_claimed_until: a sweeping instance's lease on the row (claimed with SKIP LOCKED).
ALTER TABLE "game"
  ADD COLUMN "time_control" JSONB,
  ADD COLUMN "clock" JSONB,
  ADD COLUMN "clock_deadline" TIMESTAMPTZ(3),
  ADD COLUMN "clock_claimed_until" TIMESTAMPTZ(3);

CREATE INDEX "game_clock_deadline_idx" ON "game"("clock_deadline") WHERE "clock_deadline" IS NOT NULL;
