import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: unknown paths redirect to /. The catch-all ranks below every other route.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
