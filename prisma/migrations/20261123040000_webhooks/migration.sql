-- Webhooks (issue 13.7): a player's subscriptions, and the transactional outbox of deliveries.
-- Delivery rows are written by the transaction that writes what causes them: the trigger below
-- for games starting and ending, the move append (crier_append) for "your turn", the worker's
-- close marker for the daily puzzles. The worker (src/webhooks) sends them and records the outcome.

CREATE TABLE "webhook" (
    "id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    -- JSON array of event kinds ("turn", "game.started", "game.finished", "daily.closed").
    "events" JSONB NOT NULL,
    -- The HMAC key of the signatures: kept as is, since signing needs it (shown to the owner once).
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_player_id_idx" ON "webhook"("player_id");
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TYPE "webhook_delivery_status" AS ENUM ('PENDING', 'DELIVERED', 'FAILED');

CREATE TABLE "webhook_delivery" (
    "id" UUID NOT NULL,
    "webhook_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "webhook_delivery_status" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    -- NULL: due now (rows written by SQL carry no app-clock time); otherwise the next try, or the
    -- end of the lease of the instance sending it.
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3),
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_delivery_status_next_attempt_at_idx" ON "webhook_delivery"("status", "next_attempt_at");
CREATE INDEX "webhook_delivery_webhook_id_created_at_idx" ON "webhook_delivery"("webhook_id", "created_at");
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One row per daily puzzle day whose close was announced: the instance that inserts it writes
-- the daily.closed deliveries in the same transaction, so each close is announced once.
CREATE TABLE "webhook_daily_closed" (
    "kind" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "announced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_daily_closed_pkey" PRIMARY KEY ("kind", "date")
);

-- game.started and game.finished: one delivery per subscribed seat, in the transaction of the
-- event (every path that writes these events goes through this trigger). Moves do not fire it.
CREATE FUNCTION crier_webhook_outbox_game_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'GameStarted' THEN
    -- The seats are in the event itself (the seat rows may be written by the same statement).
    INSERT INTO "webhook_delivery" (id, webhook_id, event, payload)
    SELECT gen_random_uuid(), w.id, 'game.started',
           jsonb_build_object('gameId', NEW.game_id, 'game', g.game, 'version', NEW.seq,
                              'seat', (s.value->>'seat')::int, 'seats', NEW.payload->'seats')
      FROM jsonb_array_elements(NEW.payload->'seats') AS s(value)
      JOIN "webhook" w ON w.player_id = (s.value->>'playerId')::uuid AND w.events @> '["game.started"]'
      JOIN "game" g ON g.id = NEW.game_id;
  ELSE
    INSERT INTO "webhook_delivery" (id, webhook_id, event, payload)
    SELECT gen_random_uuid(), w.id, 'game.finished',
           jsonb_build_object('gameId', NEW.game_id, 'game', g.game, 'version', NEW.seq, 'seat', s.seat,
                              'status', CASE NEW.type WHEN 'GameFinished' THEN 'FINISHED' ELSE 'ABANDONED' END,
                              'result', CASE NEW.type WHEN 'GameFinished' THEN NEW.payload ELSE 'null'::jsonb END)
      FROM "game_seat" s
      JOIN "webhook" w ON w.player_id = s.player_id AND w.events @> '["game.finished"]'
      JOIN "game" g ON g.id = NEW.game_id
     WHERE s.game_id = NEW.game_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "game_event_webhook_outbox"
  AFTER INSERT ON "game_event"
  FOR EACH ROW WHEN (NEW.type IN ('GameStarted', 'GameFinished', 'GameAbandoned'))
  EXECUTE FUNCTION crier_webhook_outbox_game_event();
