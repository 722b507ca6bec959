-- Results drizzle cannot express as CHECK constraints (they span tables), per docs/decisions/020-competition-ladder-points.md:
-- a forfeit or disqualification names one of the game's two teams (never a bye slot), and a game is decided by a
-- forfeit or by a disqualification, not both (the ladder rule counts exactly one of them).
CREATE FUNCTION competition_check_game_result() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  -- lock the game so a concurrent forfeit and disqualification of the same game cannot both pass
  SELECT team_a_id, team_b_id INTO g FROM games WHERE id = NEW.game_id FOR UPDATE;
  IF NEW.team_id IS DISTINCT FROM g.team_a_id AND NEW.team_id IS DISTINCT FROM g.team_b_id THEN
    RAISE EXCEPTION 'team % does not play in game %', NEW.team_id, NEW.game_id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_TABLE_NAME = 'forfeits' AND EXISTS (SELECT 1 FROM disqualifications WHERE game_id = NEW.game_id) THEN
    RAISE EXCEPTION 'game % already has a disqualification', NEW.game_id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_TABLE_NAME = 'disqualifications' AND EXISTS (SELECT 1 FROM forfeits WHERE game_id = NEW.game_id) THEN
    RAISE EXCEPTION 'game % already has a forfeit', NEW.game_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forfeits_game_result BEFORE INSERT OR UPDATE OF game_id, team_id ON forfeits
  FOR EACH ROW EXECUTE FUNCTION competition_check_game_result();
--> statement-breakpoint
CREATE TRIGGER disqualifications_game_result BEFORE INSERT OR UPDATE OF game_id, team_id ON disqualifications
  FOR EACH ROW EXECUTE FUNCTION competition_check_game_result();
