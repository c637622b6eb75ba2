import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { FlowAddress } from '../../../lib/flow-binding/flow-address';
import { useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import { loyaltyPageOf } from '../../../../machines/loyalty/loyalty.machine';
import { loyaltyFlow, type LoyaltyActor } from '../loyalty-binding';
import { loyaltyLangOfPath } from '../loyalty-pages';
import { ProfileScreen } from './profile-screen';
import { RecoverScreen } from './recover-screen';
import { RegisterScreen } from './register-screen';
import { SignInScreen } from './sign-in-screen';
import './loyalty.css';

/** Every frequent-traveller page: the screen of the chart's active state; the address follows it. */
export function LoyaltyPage() {
  const actor = useFlowActor(loyaltyFlow);
  return (
    <div className="loyalty-page">
      <FlowAddress binding={loyaltyFlow} />
      {actor ? <LoyaltyScreen actor={actor} /> : null}
    </div>
  );
}

function LoyaltyScreen({ actor }: { actor: LoyaltyActor }) {
  const { t } = useLingui();
  const page = useSelector(actor, loyaltyPageOf);
  const lang = loyaltyLangOfPath(useRouterState({ select: (state) => state.location.pathname }));
  useDocumentTitle(t`Viajero frecuente`);
  if (page === 'profile') return <ProfileScreen actor={actor} lang={lang} />;
  if (page === 'register') return <RegisterScreen actor={actor} lang={lang} />;
  if (page === 'recover') return <RecoverScreen actor={actor} lang={lang} />;
  return <SignInScreen actor={actor} lang={lang} />;
}
