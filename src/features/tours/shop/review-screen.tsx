import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { StepErrors } from '../../../components/feedback/step-errors';
import type { TourProduct } from '../tours-queries';
import { CartLines, CartTotal } from './cart-lines';
import { selectApproving, selectErrors, selectItems, selectTotal } from './shop-selectors';
import { StepHeading } from './step-heading';
import type { ToursActor } from './tours-binding';

/** Each tour's cancellation policy, shown before paying (docs/rules/tours.md#cancellation-policy). */
function Policy({ product }: { product: TourProduct | undefined }) {
  const { t } = useLingui();
  if (!product) return null;
  return (
    <div className="tours-shop__policy">
      <h3>{t`Política de cancelación`}</h3>
      <p>{product.cancellation.text}</p>
    </div>
  );
}

/** /tours/revisa-tour: the tours, the total and each one's policy; "Continuar" holds the places. */
export function ReviewScreen({ actor, products }: { actor: ToursActor; products: TourProduct[] | null }) {
  const { t } = useLingui();
  const items = useSelector(actor, selectItems);
  const total = useSelector(actor, selectTotal);
  const errors = useSelector(actor, selectErrors);
  const approving = useSelector(actor, selectApproving);
  const productOf = (id: number) => products?.find((p) => p.id === id);
  return (
    <div className="tours-shop__step">
      <StepHeading>{t`Revisa tus tours`}</StepHeading>
      <StepErrors errors={errors} />
      <CartLines items={items} products={products}>{(item) => <Policy product={productOf(item.productId)} />}</CartLines>
      <CartTotal total={total} />
      <p className="tours-shop__note">{t`Al continuar apartamos tus lugares por 15 minutos mientras completas tus datos y el pago.`}</p>
      {approving ? <p role="status">{t`Apartando tus lugares…`}</p> : null}
      <div className="tours-shop__actions">
        <button type="button" className="button button--primary" disabled={approving} onClick={() => actor.send({ type: 'review.approve' })}>
          {t`Continuar`}
        </button>
        <button type="button" className="button button--secondary" disabled={approving} onClick={() => actor.send({ type: 'review.back' })}>
          {t`Regresar al carrito`}
        </button>
      </div>
    </div>
  );
}
