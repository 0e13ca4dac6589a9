-- Bot seats (issue 14): the policy pinned for each seat at creation, one entry per seat:
-- "greedy@1" for a bot, null for a human. NULL for a game without bots. Bots have no game_seat row.
ALTER TABLE "game" ADD COLUMN "bots" JSONB;
