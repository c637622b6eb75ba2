-- The seat map's copies in each server process (decision 075) are dropped when what they were read from changes:
-- every change to a bus's seat rows or to the bus names the bus ('d' and its id), every change to a reservation
-- or its passengers names the reservation ('r' and its id), on the channel seat_map, delivered at commit to
-- every process listening. Inserted departures and reservations name nothing: no copy of them exists yet.
CREATE OR REPLACE FUNCTION seat_map_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('seat_map', TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('seat_map', TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seat_holds_seat_map AFTER INSERT OR UPDATE OR DELETE ON seat_holds FOR EACH ROW EXECUTE FUNCTION seat_map_changed('d', 'departure_id');
--> statement-breakpoint
CREATE TRIGGER departures_seat_map AFTER UPDATE OR DELETE ON departures FOR EACH ROW EXECUTE FUNCTION seat_map_changed('d', 'id');
--> statement-breakpoint
CREATE TRIGGER reservations_seat_map AFTER UPDATE OR DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION seat_map_changed('r', 'id');
--> statement-breakpoint
CREATE TRIGGER passengers_seat_map AFTER INSERT OR UPDATE OR DELETE ON passengers FOR EACH ROW EXECUTE FUNCTION seat_map_changed('r', 'reservation_id');
