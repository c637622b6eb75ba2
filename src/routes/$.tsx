import { createFileRoute, redirect } from '@tanstack/react-router';

// docs/rules/site.md#unknown-paths: unknown paths redirect to /. The catch-all ranks below every other route.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
