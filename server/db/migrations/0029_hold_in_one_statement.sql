-- A hold of seats no count rules (no discount quota, no healthy distance) is one statement (decision 085,
-- server/services/reservations/seating/hold-in-one-statement.queries.ts): it gives up the reservation's unsold seats, deletes
-- the expired holds of the seats asked for and inserts the seats, all or nothing. A statement cannot roll itself back
-- but by failing: this fails it when fewer seats were inserted than asked (another buyer's insert won a seat while the
-- statement ran), with the seats it did insert as the error's detail, so nothing of it stays.
CREATE OR REPLACE FUNCTION hold_all_or_none(asked integer, held json) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(json_array_length(held), 0) < asked THEN
    RAISE EXCEPTION 'hold_incomplete' USING ERRCODE = 'P0001', DETAIL = coalesce(held::text, '[]');
  END IF;
  RETURN true;
END $$;
