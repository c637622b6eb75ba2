import type { Database } from '../../../db/database';
import { localDate } from '../../../platform/clock';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { findPromotionInPeriod, type PromotionRow } from '../../reservations';

/** An active code inside its validity period and under its use limit; null otherwise (unknown, expired, used up). */
export async function validPromotion(db: Database, code: string, now: Date): Promise<PromotionRow | null> {
  const row = await findPromotionInPeriod(db, code.trim().toUpperCase(), now);
  if (!row || (row.maxUses !== null && row.uses >= row.maxUses)) return null;
  return row;
}

/** checkPromotionalCode: what the search form shows about a code before the reservation exists. */
export async function checkPromotionalCode(db: Database, now: Date, typed: string, lang: Lang) {
  const code = typed.trim();
  if (code === '') return refuse(400, 'promotional_code_empty', 'promotional_code');
  // Unknown, expired and used-up codes get the same answer: the catalogue's 'Código promocional invalido'.
  const promotion = code.length > 40 ? null : await validPromotion(db, code, now);
  if (!promotion) return refuse(404, 'promotional_code_invalid', 'promotional_code');
  // valid_to is exclusive; the last usable day is the local date of the instant just before it.
  const lastDay = localDate(new Date(promotion.validTo.getTime() - 1));
  return success({
    promotional_code: promotion.code,
    discount_percent: promotion.percentOff,
    description: lang === 'en' ? promotion.descriptionEn : promotion.descriptionEs,
    valid_until: lastDay,
  }) satisfies Outcome<unknown>;
}
