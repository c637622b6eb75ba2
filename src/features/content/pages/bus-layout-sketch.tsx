import { useLingui } from '@lingui/react/macro';

// A simple drawing of a bus's seating seen from above: the driver at the front, then rows of seats on
// each side of the aisle (2+1: two on the left, one on the right; 2+2: two and two), and the restroom
// at the back beside the last pair (as the seeded layouts, server/db/seed/fleet.data.ts). Decorative for
// screen readers, which get the description in the figure's caption.

const FULL_ROWS = { '2+1': 9, '2+2': 10 } as const;

export function BusLayoutSketch({ layout }: { layout: '2+1' | '2+2' }) {
  const { t } = useLingui();
  const right = layout === '2+1' ? 1 : 2;
  let seat = 0;
  const rows = Array.from({ length: FULL_ROWS[layout] + 1 }, (_, index) => {
    const left = [++seat, ++seat];
    // The last row has the restroom where the right-hand seats would be.
    const rightSeats = index === FULL_ROWS[layout] ? [] : Array.from({ length: right }, () => ++seat);
    return { left, right: rightSeats };
  });
  return (
    <figure className="bus-sketch">
      <div className="bus-sketch__body" aria-hidden="true">
        <div className="bus-sketch__front">
          {t`Conductor`}
          {layout === '2+2' ? <span className="bus-sketch__wheelchair">♿</span> : null}
        </div>
        {rows.map((row) => (
          <div key={row.left[0]} className="bus-sketch__row">
            <span className="bus-sketch__pair">
              {row.left.map((n) => (
                <span key={n} className="bus-sketch__seat">
                  {n}
                </span>
              ))}
            </span>
            <span className="bus-sketch__aisle" />
            <span className="bus-sketch__pair">
              {row.right.length === 0 ? <span className="bus-sketch__seat bus-sketch__seat--wc">WC</span> : null}
              {row.right.map((n) => (
                <span key={n} className="bus-sketch__seat">
                  {n}
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
      <figcaption>
        {layout === '2+1'
          ? t`Ejecutivo 2+1: ${seat} asientos en ${rows.length} filas, dos a la izquierda del pasillo y uno a la derecha.`
          : t`Primera clase 2+2: ${seat} asientos en ${rows.length} filas, dos a cada lado del pasillo, y un lugar para silla de ruedas junto a la entrada.`}
      </figcaption>
    </figure>
  );
}
