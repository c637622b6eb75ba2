-- Only the changes a kept seat map could show are announced (decision 079; decision 075 for the copies). A NOTIFY
-- makes its transaction take PostgreSQL's notification lock at commit and write the queue: it had made a new
-- reservation's one statement about 40% dearer for PostgreSQL, though no process can hold a copy of a reservation
-- that did not exist. Passengers are inserted only with their reservation (reservation.queries.ts insertReservation),
-- so an inserted passenger names nothing; an updated reservation or passenger is announced only when a column the
-- seat map's statement reads (seat-map.queries.ts) changed, not for a contact, a price or `updated_at`.
-- seat-map-announcements.test.ts checks every column the statement reads is one that announces.
DROP TRIGGER reservations_seat_map ON reservations;
--> statement-breakpoint
DROP TRIGGER passengers_seat_map ON passengers;
--> statement-breakpoint
CREATE TRIGGER reservations_seat_map AFTER UPDATE ON reservations FOR EACH ROW
  WHEN ((OLD.id, OLD.code, OLD.deleted_at, OLD.flow_token_hash, OLD.payment_status, OLD.payment_deadline, OLD.round_trip,
         OLD.departure_open, OLD.departure_id, OLD.return_open, OLD.return_id)
    IS DISTINCT FROM (NEW.id, NEW.code, NEW.deleted_at, NEW.flow_token_hash, NEW.payment_status, NEW.payment_deadline, NEW.round_trip,
         NEW.departure_open, NEW.departure_id, NEW.return_open, NEW.return_id))
  EXECUTE FUNCTION seat_map_changed('r', 'id');
--> statement-breakpoint
CREATE TRIGGER reservations_seat_map_deleted AFTER DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION seat_map_changed('r', 'id');
--> statement-breakpoint
CREATE TRIGGER passengers_seat_map AFTER UPDATE ON passengers FOR EACH ROW
  WHEN ((OLD.id, OLD.reservation_id, OLD.type, OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.id, NEW.reservation_id, NEW.type, NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION seat_map_changed('r', 'reservation_id');
--> statement-breakpoint
CREATE TRIGGER passengers_seat_map_deleted AFTER DELETE ON passengers FOR EACH ROW EXECUTE FUNCTION seat_map_changed('r', 'reservation_id');
