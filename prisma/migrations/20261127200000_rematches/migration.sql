-- Rematches (issue 33): a seated player of an ended game proposes the same seats and options again;
-- the new game starts when every person of the old one has accepted (bots accept at once).
CREATE TABLE "rematch" (
    "game_id" UUID NOT NULL,
    "proposed_by" UUID NOT NULL,
    -- The people who accepted so far (the proposer first), as a JSON array of player ids.
    "accepted" JSONB NOT NULL,
    -- The new game, once every person accepted; null until then.
    "new_game_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rematch_pkey" PRIMARY KEY ("game_id")
);
ALTER TABLE "rematch" ADD CONSTRAINT "rematch_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "rematch" ADD CONSTRAINT "rematch_new_game_id_fkey" FOREIGN KEY ("new_game_id") REFERENCES "game"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "rematch_new_game_id_key" ON "rematch"("new_game_id");
