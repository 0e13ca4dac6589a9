-- A second device (issue 34.5): a signed-in player asks for a one-time code, types it on the new
-- device, and that device gets an API key of its own; the first key stays valid. Only the code's
-- sha256 is stored. A code works once (`used_at`, with the key it issued) and until `expires_at`.
CREATE TABLE "device_code" (
    "code_hash" BYTEA NOT NULL,
    "player_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "key_id" TEXT,
    CONSTRAINT "device_code_pkey" PRIMARY KEY ("code_hash")
);
CREATE INDEX "device_code_player_id_idx" ON "device_code"("player_id");
ALTER TABLE "device_code" ADD CONSTRAINT "device_code_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Names need not be unique; the sign-up page warns when one is taken (GET /v1/player-names/{name}),
-- counting case-insensitively, so the count is one index lookup however many players there are.
CREATE INDEX "player_name_lower_idx" ON "player"(lower("name"));
