-- Live play (issue 13): every append to a game's stream announces itself on one channel, whatever
-- wrote it (moves, bots, joins, sweeps, timeouts, resignations), so every instance can push it.
-- One notification per game per statement, sent at commit (never for a rolled-back append), and it
-- carries ids only: "<game id>:<lowest seq>:<highest seq appended>". Listeners read the events from the store.
-- A trigger inside the appending statement adds no round trip to the move path.
CREATE FUNCTION "game_event_notify_append"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crier_game_appended', n.game_id::text || ':' || min(n.seq)::text || ':' || max(n.seq)::text)
     FROM new_events AS n
    GROUP BY n.game_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "game_event_notify_append" AFTER INSERT ON "game_event"
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION "game_event_notify_append"();
