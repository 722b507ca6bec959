-- A game's calendar event changes whenever its date, times, court, teams or result change: the team calendar feeds
-- (docs/decisions/074-team-calendar-feed.md) send SEQUENCE and LAST-MODIFIED from these two columns, so a subscribed
-- calendar replaces the old event. A trigger keeps them whoever writes the game (results entry, admin tools, forfeits).
CREATE FUNCTION games_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.date, NEW.time_from, NEW.time_to, NEW.court_id, NEW.team_a_id, NEW.team_b_id, NEW.bye_team_id, NEW.duty_team_id, NEW.scored_at)
     IS DISTINCT FROM (OLD.date, OLD.time_from, OLD.time_to, OLD.court_id, OLD.team_a_id, OLD.team_b_id, OLD.bye_team_id, OLD.duty_team_id, OLD.scored_at) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER games_calendar_sequence BEFORE UPDATE ON games
  FOR EACH ROW EXECUTE FUNCTION games_bump_calendar_sequence();
