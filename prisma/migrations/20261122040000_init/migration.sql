-- Crier's first schema: players and API keys, games with their seats, the append-only event
-- stream, and idempotency records.

CREATE TYPE "game_status" AS ENUM ('OPEN', 'ACTIVE', 'FINISHED', 'ABANDONED');

CREATE TABLE "player" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "api_key" (
    "key_id" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    CONSTRAINT "api_key_pkey" PRIMARY KEY ("key_id")
);
CREATE INDEX "api_key_player_id_idx" ON "api_key"("player_id");
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "game" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "rules_version" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "player_count" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "status" "game_status" NOT NULL DEFAULT 'OPEN',
    "version" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "game_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "game_status_idx" ON "game"("status");

CREATE TABLE "game_seat" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" UUID NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "game_seat_pkey" PRIMARY KEY ("game_id", "seat")
);
CREATE UNIQUE INDEX "game_seat_game_id_player_id_key" ON "game_seat"("game_id", "player_id");
CREATE INDEX "game_seat_player_id_game_id_idx" ON "game_seat"("player_id", "game_id");
ALTER TABLE "game_seat" ADD CONSTRAINT "game_seat_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_seat" ADD CONSTRAINT "game_seat_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "game_event" (
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "seat" INTEGER,
    "payload" JSONB NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "game_event_pkey" PRIMARY KEY ("game_id", "seq")
);
ALTER TABLE "game_event" ADD CONSTRAINT "game_event_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The event stream is append-only: history is never rewritten.
CREATE FUNCTION "game_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game_event is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "game_event_no_update_delete" BEFORE UPDATE OR DELETE ON "game_event"
  FOR EACH ROW EXECUTE FUNCTION "game_event_append_only"();
CREATE TRIGGER "game_event_no_truncate" BEFORE TRUNCATE ON "game_event"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_event_append_only"();

CREATE TABLE "idempotency_record" (
    "player_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "idempotency_record_pkey" PRIMARY KEY ("player_id", "key")
);
