import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, useLingui as useMacroLingui } from '@lingui/react/macro';
import type { LoyaltyTier } from '../../../domain/loyalty/tiers';

const tierNames = { classic: msg`Clásico`, gold: msg`Oro`, platinum: msg`Platino` } as const;

export function useTierName() {
  const { i18n } = useLingui();
  return (tier: LoyaltyTier) => i18n._(tierNames[tier]);
}

/** The loyalty luggage for a tier (docs/rules/loyalty.md#luggage-by-tier): checked bags, a sports item or instrument, hand bags. */
export function TierLuggage({ luggage }: { luggage: { bags: number; kg_per_bag: number; sports_or_instrument: number; hand_bags: number } }) {
  const { t } = useMacroLingui();
  return (
    <ul data-testid="loyalty-luggage">
      <li>{luggage.bags === 1 ? t`1 maleta de hasta ${luggage.kg_per_bag} kg` : t`${luggage.bags} maletas de hasta ${luggage.kg_per_bag} kg cada una`}</li>
      <li>
        <Plural value={luggage.sports_or_instrument} one="# artículo deportivo o instrumento musical" other="# artículos deportivos o instrumentos musicales" />
      </li>
      <li>
        <Plural value={luggage.hand_bags} one="# pieza de equipaje de mano" other="# piezas de equipaje de mano" />
      </li>
    </ul>
  );
}
