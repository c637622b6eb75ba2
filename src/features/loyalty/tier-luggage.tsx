import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
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
      <li>{t`${luggage.bags} maletas de hasta ${luggage.kg_per_bag} kg cada una`}</li>
      <li>{t`${luggage.sports_or_instrument} artículo deportivo o instrumento musical`}</li>
      <li>{t`${luggage.hand_bags} piezas de equipaje de mano`}</li>
    </ul>
  );
}
