-- A roster entry's calendar event changes whenever its game, time, place, function or cancellation changes: the
-- members' roster feeds (docs/decisions/093-roster-calendar-feed.md) send SEQUENCE and LAST-MODIFIED from these two
-- columns, so a subscribed calendar replaces the old event. A trigger keeps them whoever writes the row. (A referee's
-- event also changes with its game: the feed adds the game's own counter, kept by games_bump_calendar_sequence.)
CREATE FUNCTION referee_assignments_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.game_id, NEW.member_id, NEW.roster_type, NEW.member_type, NEW.cancelled_at)
     IS DISTINCT FROM (OLD.game_id, OLD.member_id, OLD.roster_type, OLD.member_type, OLD.cancelled_at) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER referee_assignments_calendar_sequence BEFORE UPDATE ON referee_assignments
  FOR EACH ROW EXECUTE FUNCTION referee_assignments_bump_calendar_sequence();
--> statement-breakpoint
CREATE FUNCTION event_roster_entries_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.event_id, NEW.member_id, NEW.date, NEW.time_from, NEW.time_to, NEW.venue_id, NEW.court_id, NEW.function, NEW.cancelled_at)
     IS DISTINCT FROM (OLD.event_id, OLD.member_id, OLD.date, OLD.time_from, OLD.time_to, OLD.venue_id, OLD.court_id, OLD.function, OLD.cancelled_at) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_roster_entries_calendar_sequence BEFORE UPDATE ON event_roster_entries
  FOR EACH ROW EXECUTE FUNCTION event_roster_entries_bump_calendar_sequence();
