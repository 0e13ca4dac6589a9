-- Instances may trust an API key they checked recently (AUTH_KEY_CACHE_MS) only while they
-- listen on this channel: any change to a key (revocation, rotation, deletion, a player's
-- deletion or rename) announces the key ids it affects, whoever made it (the API or plain SQL).
CREATE FUNCTION crier_notify_api_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crier_api_key_changed', OLD.key_id);
  RETURN NULL;
END $$;

CREATE TRIGGER api_key_changed_notify
  AFTER UPDATE OR DELETE ON "api_key"
  FOR EACH ROW EXECUTE FUNCTION crier_notify_api_key_changed();

CREATE FUNCTION crier_notify_player_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crier_api_key_changed', k.key_id) FROM "api_key" k WHERE k.player_id = OLD.id;
  RETURN NULL;
END $$;

CREATE TRIGGER player_changed_notify
  AFTER UPDATE ON "player"
  FOR EACH ROW EXECUTE FUNCTION crier_notify_player_keys_changed();
