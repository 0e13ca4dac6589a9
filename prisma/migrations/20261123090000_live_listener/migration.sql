-- Throughput (issue 12.5): pg_notify takes PostgreSQL's global notify lock at commit and holds it
-- through the commit's WAL flush, so every notifying append committed one at a time (raw appends
-- 7.6x slower with the trigger on, docs/benchmarks.md). Appends now notify only while some instance
-- has a live watcher: each such instance keeps a row here (src/database/append-listener.ts).
--
-- The guarantee stays "every append made while someone watches is announced": an instance inserts
-- its row under ACCESS EXCLUSIVE, which waits for every append that read this table without seeing
-- the row (the trigger's read holds ACCESS SHARE until its commit); appends blocked behind the lock
-- read it afterwards with a newer snapshot and see the row. Then the instance re-reads what its
-- watchers watch, so nothing committed before the row counted is missed. A row left by an instance
-- that died only costs notifications nobody hears (rows unrefreshed for 10 minutes are cleared).
CREATE TABLE "live_listener" (
    "instance_id" UUID NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "live_listener_pkey" PRIMARY KEY ("instance_id")
);

CREATE OR REPLACE FUNCTION "game_event_notify_append"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "live_listener") THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('crier_game_appended', n.game_id::text || ':' || min(n.seq)::text || ':' || max(n.seq)::text)
     FROM new_events AS n
    GROUP BY n.game_id;
  RETURN NULL;
END;
$$;
