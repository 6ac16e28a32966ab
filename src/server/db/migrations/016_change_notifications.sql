-- Change notifications for the server's in-memory caches (src/server/cache/). Every write to a table a
-- cache keeps — from this server, another instance or the club's back office — sends one NOTIFY on
-- commit, so each instance drops what it kept at once. The payload names the schema (several clubs or
-- test schemas may share one database) and the table; a customer's session change also names the id.

CREATE FUNCTION notify_cached_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_cache', json_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END $$;

DO $$
DECLARE
  cached text;
BEGIN
  FOREACH cached IN ARRAY ARRAY['clubs', 'related_clubs', 'file_uploads', 'booking_types', 'booking_type_resources', 'resources', 'resource_timetables', 'prices'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_change()', cached || '_cache_change', cached);
  END LOOP;
END $$;

-- A session ends when its customer's session_version moves (password change or reset, account removal).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_cache', json_build_object('schema', TG_TABLE_SCHEMA, 'table', 'sessions', 'id', OLD.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER customers_session_change AFTER UPDATE OF session_version ON customers
  FOR EACH ROW WHEN (OLD.session_version IS DISTINCT FROM NEW.session_version) EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER customers_session_end AFTER DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
