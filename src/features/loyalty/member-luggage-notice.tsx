import { useLingui } from '@lingui/react/macro';
import type { LoyaltyTier } from '../../../domain/loyalty/tiers';
import { tierLuggage } from '../../../domain/loyalty/tiers';
import { TierLuggage, useTierName } from './tier-luggage';

/**
 * The luggage allowance of the frequent traveller the booking is linked to (docs/rules/loyalty.md#luggage-by-tier),
 * for the booking flow's extras step: the booking's member, not whoever is signed in now (a booking keeps its
 * member, and its tickets carry that member's tier).
 */
export function MemberLuggageNotice({ member }: { member: { tier: LoyaltyTier } | null }) {
  const { t } = useLingui();
  const tierName = useTierName();
  if (!member) return null;
  const luggage = tierLuggage(member.tier);
  return (
    <aside
      style={{ background: 'var(--color-secondary-soft)', borderRadius: 'var(--radius)', padding: '0.75rem 1rem', margin: '0 0 1rem' }}
      aria-label={t`Tu equipaje de viajero frecuente`}>
      <p style={{ margin: 0, fontWeight: 600 }}>{t`Como viajero frecuente ${tierName(member.tier)} llevas sin costo:`}</p>
      <TierLuggage luggage={{ bags: luggage.bags, kg_per_bag: luggage.kgPerBag, sports_or_instrument: luggage.sportsOrInstrument, hand_bags: luggage.handBags }} />
    </aside>
  );
}
