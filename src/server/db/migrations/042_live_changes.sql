-- Live availability (issue 40): each committed change that a player's open screen shows — a booking made, paid,
-- cancelled or moved, a place joined, left, held or given back, a waitlist's line, a day's opening draw — notifies
-- every instance on the channel of migration 016, naming what changed ('table': 'live', so no cache drops
-- anything for it): the club day of the booking's grid, the booking (a match's page and its day's list), the
-- opening window of a type. Each instance's live hub (src/server/live/) turns it into a small event on its
-- open streams. Row-level: PostgreSQL sends an identical payload once per transaction. The day is the club's
-- (clubs.time_zone), as the booking page reads it; a hold also names its deadline, when it lapses by time alone.

CREATE FUNCTION notify_live(schema_name text, kind text, booking_id integer, booking_type_id integer, starts_at timestamptz, deadline timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF booking_type_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_notify('club_cache', json_build_object('schema', schema_name, 'table', 'live', 'live', json_build_object(
    'kind', kind,
    'id', booking_id,
    'type', booking_type_id,
    'date', to_char(starts_at AT TIME ZONE (SELECT time_zone FROM clubs ORDER BY id LIMIT 1), 'YYYY-MM-DD'),
    'until', floor(extract(epoch FROM deadline))))::text);
END $$;

-- A change of one booking's rows (its blocks, places, line) names the booking as it is now; nothing once it is gone.
CREATE FUNCTION notify_live_of_booking(schema_name text, kind text, changed_booking integer, deadline timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  SELECT id, booking_type_id, starts_at INTO b FROM bookings WHERE id = changed_booking;
  IF FOUND THEN
    PERFORM notify_live(schema_name, kind, b.id, b.booking_type_id, b.starts_at, deadline);
  END IF;
END $$;

-- A booking: its day, and the day it left when moved. A pending one names its payment deadline.
CREATE FUNCTION notify_live_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM notify_live(TG_TABLE_SCHEMA, 'booking', OLD.id, OLD.booking_type_id, OLD.starts_at, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM notify_live(TG_TABLE_SCHEMA, 'booking', NEW.id, NEW.booking_type_id, NEW.starts_at, CASE WHEN NEW.status = 'Pending' THEN NEW.payment_deadline END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_live_change AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION notify_live_booking_change();

-- A block moved or freed on its own (the back office) changes its booking's day; a place or the waitlist, the
-- match's pages and its day's list (an unpaid share's hold names its deadline).
CREATE FUNCTION notify_live_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN TG_TABLE_NAME = 'booking_blocks' THEN 'booking' ELSE 'places' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_live_of_booking(TG_TABLE_SCHEMA, kind, OLD.booking_id, NULL);
  ELSE
    PERFORM notify_live_of_booking(TG_TABLE_SCHEMA, kind, NEW.booking_id, CASE WHEN TG_TABLE_NAME = 'booking_players' THEN (to_jsonb(NEW) ->> 'hold_until')::timestamptz END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER booking_blocks_live_change AFTER INSERT OR UPDATE OR DELETE ON booking_blocks
  FOR EACH ROW EXECUTE FUNCTION notify_live_row_change();
CREATE TRIGGER booking_players_live_change AFTER INSERT OR UPDATE OR DELETE ON booking_players
  FOR EACH ROW EXECUTE FUNCTION notify_live_row_change();
CREATE TRIGGER booking_waitlist_live_change AFTER INSERT OR UPDATE OR DELETE ON booking_waitlist
  FOR EACH ROW EXECUTE FUNCTION notify_live_row_change();

-- A day's opening drawn: the opening window of the type and day shows its result.
CREATE FUNCTION notify_live_opening_draw() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_cache', json_build_object('schema', TG_TABLE_SCHEMA, 'table', 'live', 'live', json_build_object(
    'kind', 'opening', 'type', NEW.booking_type_id, 'date', to_char(NEW.date, 'YYYY-MM-DD')))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER booking_opening_draws_live_change AFTER INSERT OR UPDATE ON booking_opening_draws
  FOR EACH ROW EXECUTE FUNCTION notify_live_opening_draw();
