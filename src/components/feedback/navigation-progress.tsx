import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';

// A thin bar at the top while the router resolves a navigation (route chunk, catalog, guards).
export function NavigationProgress() {
  const { t } = useLingui();
  const pending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  return (
    <div
      className="navigation-progress"
      data-active={pending}
      role="progressbar"
      aria-label={t`Cargando página`}
      aria-hidden={!pending}
      aria-busy={pending}
    />
  );
}
