import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { StepErrors } from '../../../components/feedback/step-errors';
import { CartLines, CartTotal } from './cart-lines';
import { selectErrors, selectExpired, selectItems, selectRestoring, selectSaving, selectSoldOut, selectTotal } from './shop-selectors';
import { StepHeading } from './step-heading';
import type { ToursActor } from './tours-binding';
import type { TourProduct } from '../tours-queries';

/** /tours/reservacion: the cart, or, after the hold ran out, what happened and a way back to the tours. */
export function CartScreen({ actor, products }: { actor: ToursActor; products: TourProduct[] | null }) {
  const { t } = useLingui();
  const items = useSelector(actor, selectItems);
  const total = useSelector(actor, selectTotal);
  const errors = useSelector(actor, selectErrors);
  const soldOut = useSelector(actor, selectSoldOut);
  const expired = useSelector(actor, selectExpired);
  const saving = useSelector(actor, selectSaving);
  const restoring = useSelector(actor, selectRestoring);
  if (restoring) return <p role="status">{t`Consultando tu carrito…`}</p>;
  return (
    <div className="tours-shop__step">
      <StepHeading>{t`Tu carrito de tours`}</StepHeading>
      {expired ? (
        <div className="tours-shop__expired" role="alert">
          <p>
            <strong>{t`El tiempo para pagar tus tours terminó.`}</strong>
          </p>
          <p>{t`Los lugares se liberaron. Vuelve a elegir tus tours para continuar.`}</p>
        </div>
      ) : null}
      <StepErrors errors={soldOut === null ? errors : []} />
      {saving ? <p role="status">{t`Guardando tu carrito…`}</p> : null}
      {items.length === 0 ? (
        <p className="tours-shop__empty">
          <Trans>Tu carrito está vacío.</Trans>
        </p>
      ) : (
        <>
          <CartLines items={items} products={products} soldOut={soldOut} busy={saving} onRemove={(index) => actor.send({ type: 'cart.remove', index })} />
          <CartTotal total={total} />
        </>
      )}
      <div className="tours-shop__actions">
        {items.length > 0 ? (
          <button type="button" className="button button--primary" disabled={saving} onClick={() => actor.send({ type: 'cart.review' })}>
            {t`Continuar`}
          </button>
        ) : null}
        <Link to="/tours" className="button button--secondary">
          {items.length > 0 ? t`Agregar otro tour` : t`Elegir tours`}
        </Link>
      </div>
    </div>
  );
}
