import { useLingui } from '@lingui/react/macro';

// The free seats of the chosen bus as toggle buttons (the server listed only the seats it would sell now).

export function ChangeSeats({ seats, chosen, disabled, onPick }: { seats: readonly number[]; chosen: number | null; disabled: boolean; onPick: (seat: number) => void }) {
  const { t } = useLingui();
  return (
    <ul className="itinerary-change__seats" aria-label={t`Asientos libres`}>
      {seats.map((seat) => (
        <li key={seat}>
          <button type="button" className="itinerary-change__seat" aria-pressed={chosen === seat} disabled={disabled} onClick={() => onPick(seat)}>
            {t`Asiento ${seat}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
