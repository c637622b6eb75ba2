import { Trans, useLingui } from '@lingui/react/macro';

/** The discounts (docs/rules/booking.md#fares-and-discounts): who qualifies and the ID each must show when boarding. */
export function DiscountTable() {
  const { t } = useLingui();
  const rows = [
    { type: t`Estudiante`, off: '50%', who: t`Estudiantes de cualquier nivel, dentro de los periodos de venta y de viaje`, id: t`Credencial escolar vigente con fotografía` },
    { type: t`Maestro`, off: '25%', who: t`Maestros en activo, dentro de los periodos de venta y de viaje`, id: t`Credencial de la escuela o de la SEP vigente` },
    { type: 'INAPAM', off: '50%', who: t`Personas de 60 años o más`, id: t`Credencial INAPAM original` },
    { type: t`Menor`, off: '50%', who: t`Niñas y niños de 3 a 12 años, con asiento propio`, id: t`Acta de nacimiento, CURP o pasaporte` },
    { type: t`Fuerzas armadas`, off: '20%', who: t`Miembros en activo del Ejército, la Fuerza Aérea, la Armada y la Guardia Nacional; se compra en taquilla`, id: t`Identificación militar vigente` },
    { type: t`Infante`, off: t`Gratis`, who: t`Bebés de 0 a 2 años, en las piernas de un adulto (uno por adulto)`, id: t`Acta de nacimiento o CURP` },
  ];
  return (
    <>
      <div className="content__table-wrap">
        <table className="content__table content__table--stack">
          <caption className="visually-hidden">{t`Descuentos por tipo de pasajero`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Tipo de pasajero`}</th>
              <th scope="col">{t`Descuento`}</th>
              <th scope="col">{t`Quién lo recibe`}</th>
              <th scope="col">{t`Identificación al abordar`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.type}>
                <th scope="row">{row.type}</th>
                <td data-label={t`Descuento`}>{row.off}</td>
                <td data-label={t`Quién lo recibe`}>{row.who}</td>
                <td data-label={t`Identificación al abordar`}>{row.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="content__list">
        <li>
          <Trans>Por reservación: hasta 10 pasajeros, de ellos hasta 4 estudiantes y 2 maestros.</Trans>
        </li>
        <li>
          <Trans>Por autobús hay como máximo 8 lugares de estudiante, 2 de maestro y 2 de INAPAM: compra con anticipación.</Trans>
        </li>
        <li>
          <Trans>Sin la identificación, se cobra la diferencia a tarifa de adulto al abordar.</Trans>
        </li>
      </ul>
    </>
  );
}
